import sharp from 'sharp';
import { adminApi } from './support/admin-api';
import { publicFlow } from './support/content';
import { expect, ready, test } from './support/fixtures';
import { at, msg } from './support/i18n';

// Issue 56, "Done when": twelve screenshots dropped at once on a new app's admin page arrive as
// drafts, two swap places, all are published, and the public app page shows the twelve in that order.
// The app is created through the API with a logo file (the admin-catalogue spec covers the form) and
// hidden afterwards, so no other spec on the shared server sees it. Desktop, Portuguese.
test.describe('an admin uploads many screenshots at once', () => {
  test.use({ admin: 'shared' });

  test('twelve dropped, two reordered, published in that order', async ({ page, request, adminToken }) => {
    const lang = 'pt';
    const api = adminApi(request, adminToken);
    const stamp = Date.now().toString(36);
    const png = (hue: number, w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: { r: hue, g: 80, b: 180 } } })
        .png()
        .toBuffer();
    const created = await api.gql<any>(
      'mutation($input: CreateAppInput!) { createApp(input: $input) { ... on CreateAppSuccess { data { dbId slug } } } }',
      { input: { name: `Lote ${stamp}`, status: 'live' } },
    );
    const { dbId, slug } = created.createApp.data as { dbId: number; slug: string };
    try {
      const logo = await request.put(`/api/admin/apps/${dbId}/logo`, {
        data: await png(20, 96, 96),
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
      });
      expect(logo.status()).toBe(200);

      await page.goto(at(lang, `/admin/screens?app=${dbId}`));
      await ready(page);
      const names = Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')} tela`);
      // At the cleaner's minimum side (200 px), each a different colour so none is a duplicate.
      const files = await Promise.all(
        names.map(async (n, i) => ({
          name: `${n.replace(' ', '-')}.png`,
          data: (await png(i * 20, 200, 360)).toString('base64'),
        })),
      );
      const dataTransfer = await page.evaluateHandle((list) => {
        const dt = new DataTransfer();
        for (const f of list) {
          const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
          dt.items.add(new File([bytes], f.name, { type: 'image/png' }));
        }
        return dt;
      }, files);
      await page.getByTestId('upload-drop').dispatchEvent('drop', { dataTransfer });

      const rows = page.getByTestId('draft-table').locator('tbody tr');
      await expect(rows).toHaveCount(12, { timeout: 30_000 });
      await expect(page.getByTestId('upload-list').locator('[data-state="stored"]')).toHaveCount(12);
      // The third goes up one: "03 tela" before "02 tela".
      const third = names[2] ?? '';
      await page.getByRole('button', { name: msg(lang, 'admin.upload.up', { name: third }) }).click();
      await expect(page.getByRole('textbox', { name: msg(lang, 'admin.upload.nameOf', { n: 2 }) })).toHaveValue(third);
      await page.getByRole('button', { name: msg(lang, 'admin.upload.publishAll', { count: 12 }) }).click();
      await expect(page.getByTestId('draft-table')).toHaveCount(0);

      const expected = [names[0], third, names[1], ...names.slice(3)] as string[];
      await expect(await publicFlow(page, lang, slug, msg(lang, 'app.flowOther'))).toHaveText(expected);
    } finally {
      await api.gql('mutation($id: Int!) { updateApp(id: $id, input: { status: Hide }) { __typename } }', {
        id: dbId,
      });
    }
  });
});
