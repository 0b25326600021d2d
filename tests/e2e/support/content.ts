import type { Page } from '@playwright/test';
import type { AdminApi } from './admin-api';
import { ready } from './fixtures';
import { at, type Lang, msg } from './i18n';

// The admin-edit spec's setup, public-page checks and clean-up.

export type AdminApp = { dbId: number; name: string; slug: string; adminStatus: string };

export async function findApp(api: AdminApi, name: string): Promise<AdminApp> {
  const { adminApps } = await api.gql<{ adminApps: AdminApp[] }>('{ adminApps { dbId name slug adminStatus } }');
  const app = adminApps.find((a) => a.name === name);
  if (!app) throw new Error(`no app ${name}`);
  return app;
}

/** The names in one flow of the public app page, read with its sections toggle on. */
export async function publicFlow(page: Page, lang: Lang, slug: string, flow: string) {
  await page.goto(at(lang, `/app/${slug}`));
  await ready(page);
  await page.getByText(msg(lang, 'app.sections')).click();
  // The screens' names (each card also holds its save and compare buttons).
  return page.getByRole('region', { name: flow }).locator('li .vp-thumb__name');
}

/** Puts the app's status back and removes the screens this run added, whatever happened. */
export async function restore(api: AdminApi, app: AdminApp, stamp: string) {
  await api.gql(
    'mutation E2EStatus($id: Int!, $status: AdminStatus!) { updateApp(id: $id, input: { status: $status }) { __typename } }',
    {
      id: app.dbId,
      status: app.adminStatus,
    },
  );
  const { adminApp } = await api.gql<{ adminApp: { screens: { dbId: number; airtableId: string }[] } }>(
    'query E2EScreens($id: Int!) { adminApp(id: $id) { screens { dbId airtableId } } }',
    { id: app.dbId },
  );
  for (const screen of adminApp.screens.filter((s) => s.airtableId.endsWith(stamp))) {
    await api.gql('mutation E2EDelete($id: Int!) { deleteScreen(id: $id) { __typename } }', { id: screen.dbId });
  }
}
