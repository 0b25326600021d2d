import sharp from 'sharp';
import { dismiss, toast } from './support/admin';
import { adminApi } from './support/admin-api';
import { findApp } from './support/content';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

// Issue 61 item 3: an admin replaces a screen with a new capture in the edit dialog; the old image is
// under "Versões anteriores" in the viewer with its date in the page's language, and the app page marks
// the screen. (Feed, exports and search showing only the current image: tests/api/admin/screen-versions.)
// Each project and language works on a screen of its own in an app no other spec uses, deleted after.
const APPS: Record<string, string> = {
  'mobile-pt': 'e-Título',
  'mobile-en': 'Bolsa Família',
  'desktop-pt': 'Meu Imposto de Renda',
  'desktop-en': 'Carteira de Trabalho Digital',
};
const DATE = { pt: '1 de abril de 2023', en: 'April 1, 2023' } as const;

test.use({ admin: 'shared' });

for (const { lang } of LANGS) {
  test(`a screen replaced with a new capture keeps the old one under its earlier versions (${lang})`, async ({
    page,
    request,
    adminToken,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const api = adminApi(request, adminToken);
    const app = await findApp(api, APPS[`${info.project.name}-${lang}`] ?? '');
    const stamp = `${info.project.name}-${lang}-${Date.now()}`;
    const name = `Versões ${stamp}`;
    const created = await api.gql<{ createScreen: { data: { dbId: number } } }>(
      `mutation E2EVersioned($input: CreateScreenInput!) {
        createScreen(input: $input) { ... on CreateScreenSuccess { data { dbId } } } }`,
      {
        input: {
          appId: app.dbId,
          name,
          imageUrl: `${baseURL}/media/screens/1746-rio-minha-conta.png`,
          flow: `E2E ${stamp}`,
          airtableId: `rec-v-${stamp}`,
          altText: name,
          capturedAt: '2023-04-01T00:00:00.000Z',
        },
      },
    );
    const id = created.createScreen.data.dbId;
    try {
      await page.goto(at(lang, `/admin/screens?tab=edit&app=${app.dbId}`));
      await ready(page);
      await page.getByRole('button', { name: msg(lang, 'admin.edit.editScreen', { name }) }).click();
      const dialog = page.getByRole('dialog', { name: msg(lang, 'admin.edit.editTitle', { name }) });
      const capture = await sharp({ create: { width: 400, height: 800, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer();
      await dialog
        .getByLabel(msg(lang, 'admin.capture.file'))
        .setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: capture });
      await dialog.getByRole('button', { name: msg(lang, 'admin.capture.replace') }).click();
      await expect(toast(page, msg(lang, 'admin.capture.replaced'))).toBeVisible();
      await dismiss(page, msg(lang, 'admin.capture.replaced'));

      // The public page marks the screen; its viewer lists the earlier capture with its date.
      await page.goto(at(lang, `/app/${app.slug}`));
      await ready(page);
      await page.getByRole('button', { name: msg(lang, 'app.earlierVersionsOf', { name }) }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer.getByRole('heading', { level: 2 })).toHaveText(name);
      await viewer.getByRole('button', { name: msg(lang, 'viewer.earlierVersions', { count: 1 }) }).click();
      await expect(
        viewer.getByRole('img', { name: msg(lang, 'viewer.earlierVersionAlt', { name, date: DATE[lang] }) }),
      ).toBeVisible();
      // Only this screen leads to it: the gallery's search finds the screen with today's image alone.
      const versions = (await (await request.get(`/api/screens/${id}/versions`)).json()) as {
        versions: { imageUrl: string }[];
      };
      const found = await (await request.get(`/api/screens?search=${encodeURIComponent(name)}`)).text();
      expect(found).toContain(name);
      expect(found).not.toContain(versions.versions[0]?.imageUrl.split('/').pop() ?? 'missing');
    } finally {
      await api.gql('mutation E2EDelete($id: Int!) { deleteScreen(id: $id) { __typename } }', { id });
    }
  });
}
