import type { Locator, Page } from '@playwright/test';
import { dismiss, toast, watchProblems } from './support/admin';
import { type AdminApi, adminApi, cancelSyncMigrations, waitUntilIdle } from './support/admin-api';
import { SYNCED_APP } from './support/airtable-base';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, type Lang, msg } from './support/i18n';

// Issue 11: the image tool on the e2e server's local media store (no CLOUDINARY_URL) with live
// progress, a cancelled run and a refused test upload; and the dashboard's Airtable sync against
// the stand-in serve.ts starts. Both projects share one job queue: a start refused because another
// run is queued or running waits for the queue to empty and tries again.

type Start = { click: () => Promise<void>; op: string; kind: string; refusedTitle: string };

/** Clicks a start button until the server accepts (another run may hold the queue), then its job id. */
async function startJob(page: Page, api: AdminApi, start: Start): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = page.waitForResponse((r) => r.request().postDataJSON()?.operationName === start.op);
    await start.click();
    const result = (await (await answer).json()).data;
    const payload = result[Object.keys(result)[0] ?? ''];
    if (payload.__typename.endsWith('Success')) return payload.data.id;
    // Refused ("already queued or running"): the toast says why; the next one must not wait behind it.
    await expect(toast(page, start.refusedTitle)).toContainText(payload.message);
    await dismiss(page, start.refusedTitle);
    await waitUntilIdle(api, start.kind);
  }
  throw new Error(`${start.op} was refused ten times`);
}

const migration = (lang: Lang, button: Locator): Start => ({
  click: () => button.click(),
  op: 'StartImageMigration',
  kind: 'image-migration',
  refusedTitle: msg(lang, 'admin.migration.failed'),
});

const panel = (page: Page) => page.getByTestId('job-progress');

async function fillMigration(page: Page, lang: Lang, values: [string, string, string]) {
  const form = page.getByRole('form', { name: msg(lang, 'admin.migration.tab') });
  await form.getByRole('combobox', { name: msg(lang, 'admin.migration.type') }).selectOption('screens');
  const keys = ['admin.migration.maxRecords', 'admin.migration.batchSize', 'admin.migration.delay'];
  for (const [i, key] of keys.entries())
    await form.getByRole('spinbutton', { name: msg(lang, key) }).fill(values[i] ?? '');
  return form.getByRole('button', { name: msg(lang, 'admin.migration.start') });
}

for (const { lang } of LANGS) {
  test.describe(`image tool in ${lang}`, () => {
    test.use({ admin: 'shared' });

    test('status card, a run followed to 100 % into the history, a cancelled run, a refused test upload', async ({
      page,
      request,
      adminToken,
      axe,
      snap,
    }) => {
      test.setTimeout(300_000);
      const problems = await watchProblems(page);
      const api = adminApi(request, adminToken);
      await page.goto(at(lang, '/admin/cloudinary'));
      await ready(page);
      const status = page.getByTestId('host-status');
      await expect(status).toContainText(msg(lang, 'admin.host.connected'));
      await expect(status).toContainText(msg(lang, 'admin.host.localStore'));
      await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'admin.host.title') })).toBeVisible();
      await expect(page.getByText(msg(lang, 'admin.host.localLine'))).toBeVisible();
      await page.getByRole('button', { name: msg(lang, 'admin.host.refresh') }).click();
      await expect(status).toContainText(msg(lang, 'admin.host.connected'));
      await axe('image tool');
      await snap(`admin-images-${lang}`);

      // A short run, followed live to 100 %, then in the history.
      const start = await fillMigration(page, lang, ['12', '4', '1']);
      const id = await startJob(page, api, migration(lang, start));
      await expect(toast(page, msg(lang, 'admin.migration.started'))).toBeVisible();
      await dismiss(page, msg(lang, 'admin.migration.started'));
      await expect(panel(page).getByRole('heading', { level: 2 })).toContainText(`#${id}`);
      await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
      await expect(panel(page).getByTestId('job-status')).toHaveText(msg(lang, 'admin.job.succeeded'));
      const row = page.getByTestId('job-history').locator(`tr[data-job-id="${id}"]`);
      await expect(row).toContainText(msg(lang, 'admin.job.succeeded'));
      await axe('finished run and history');
      await snap(`admin-migration-done-${lang}`);

      // A slow run (one record per batch, 10 s apart), cancelled after a confirmation.
      const slow = await fillMigration(page, lang, ['3', '1', '10000']);
      const slowId = await startJob(page, api, migration(lang, slow));
      await expect(panel(page).getByRole('heading', { level: 2 })).toContainText(`#${slowId}`);
      await panel(page)
        .getByRole('button', { name: msg(lang, 'admin.job.cancel') })
        .click();
      const confirm = page.getByRole('alertdialog', { name: msg(lang, 'admin.job.cancelTitle', { id: slowId }) });
      await expect(confirm.getByRole('button', { name: msg(lang, 'admin.job.keepRunning') })).toBeFocused();
      await axe('cancel confirmation');
      await snap(`admin-migration-cancel-${lang}`);
      await confirm.getByRole('button', { name: msg(lang, 'admin.job.cancelConfirm') }).click();
      await expect(toast(page, msg(lang, 'admin.job.cancelRequested'))).toBeVisible();
      await expect(panel(page).getByTestId('job-status')).toHaveText(msg(lang, 'admin.job.cancelled'), {
        timeout: 60_000,
      });
      await expect(page.getByTestId('job-history').locator(`tr[data-job-id="${slowId}"]`)).toContainText(
        msg(lang, 'admin.job.cancelled'),
      );

      // Test upload: the button rules, and an internal address refused with the failure toast.
      await page.getByRole('tab', { name: msg(lang, 'admin.upload.tab') }).click();
      const upload = page.getByRole('button', { name: msg(lang, 'admin.upload.submit') });
      await expect(upload).toBeDisabled();
      await page.getByRole('textbox', { name: msg(lang, 'admin.upload.imageUrl') }).fill('https://127.0.0.1/x.png');
      await page.getByRole('textbox', { name: msg(lang, 'admin.upload.appName') }).fill('Teste');
      await expect(upload).toBeEnabled();
      await upload.click();
      const failed = toast(page, msg(lang, 'admin.upload.failed'));
      await expect(failed).toContainText(msg(lang, 'admin.errorText', { message: '' }).trim());
      await axe('test upload refused');
      await snap(`admin-test-upload-${lang}`);
      expect(problems).toEqual([]);
    });

    test('Airtable: sync from the dashboard, the synced app on the public list', async ({
      page,
      request,
      adminToken,
      axe,
      snap,
    }, info) => {
      test.setTimeout(240_000);
      const api = adminApi(request, adminToken);
      try {
        await page.goto(at(lang, '/admin'));
        await ready(page);
        const card = page.getByRole('region', { name: msg(lang, 'admin.sync.title') });
        const button = card.getByRole('button', { name: msg(lang, 'admin.sync.start') });
        const id = await startJob(page, api, {
          click: () => button.click(),
          op: 'StartAirtableSync',
          kind: 'airtable-sync',
          refusedTitle: msg(lang, 'admin.sync.failed'),
        });
        await expect(card.getByTestId('job-progress').getByRole('heading', { level: 3 })).toContainText(`#${id}`);
        await expect(card.getByTestId('job-status')).toHaveText(msg(lang, 'admin.job.succeeded'), { timeout: 120_000 });
        await cancelSyncMigrations(api);
        await axe('dashboard after a sync');
        await snap(`admin-airtable-${lang}`);
        if (info.project.name === 'desktop' && lang === 'pt') await restoreDeletedScreen(page, lang, api);

        await page.goto(at(lang, '/'));
        await ready(page);
        await expect(page.getByRole('main').getByRole('link', { name: SYNCED_APP })).toBeVisible();
      } finally {
        await cancelSyncMigrations(api);
      }
    });
  });
}

/** A synced screen deleted here is listed with a Restore button; restoring takes it off the list. */
async function restoreDeletedScreen(page: Page, lang: Lang, api: AdminApi) {
  const { adminApps } = await api.gql<{ adminApps: { dbId: number; name: string }[] }>('{ adminApps { dbId name } }');
  const app = adminApps.find((a) => a.name === SYNCED_APP);
  const { adminApp } = await api.gql<{ adminApp: { screens: { dbId: number; name: string }[] } }>(
    'query E2ESynced($id: Int!) { adminApp(id: $id) { screens { dbId name } } }',
    { id: app?.dbId ?? 0 },
  );
  const screen = adminApp.screens[0];
  if (!screen) throw new Error('the sync brought no screens');
  await api.gql('mutation E2EDelete($id: Int!) { deleteScreen(id: $id) { __typename } }', { id: screen.dbId });
  await page.reload();
  await ready(page);
  const restore = page.getByRole('button', { name: msg(lang, 'admin.deleted.restoreName', { name: screen.name }) });
  await restore.click();
  await expect(toast(page, msg(lang, 'admin.deleted.restored'))).toBeVisible();
  await expect(restore).toHaveCount(0);
}
