import { dismiss, toast } from './support/admin';
import { adminApi } from './support/admin-api';
import { findApp, restore } from './support/content';
import { expect, ready, test } from './support/fixtures';
import { at, msg } from './support/i18n';
import { IMAGE_SITE_HOST } from './support/image-site';

// Issue 27: an admin adds a screen from an ordinary https image URL (the image site stand-in that
// serve.ts starts). A web page instead of an image is refused on the field, in the admin's language,
// and nothing is saved; the picture is taken in, and its card on /screens shows the hosted copy.
// Desktop only (no @phone tag), in Portuguese (the English wording is a web test); the app is one no
// other spec uses, and the screen is deleted afterwards.
const site = `https://${IMAGE_SITE_HOST}:${process.env.E2E_IMAGES_PORT}`;

test.describe('an admin adds a screen from an external image', () => {
  test.use({ admin: 'shared', realImages: true });

  test('refused with a reason when it is not an image; taken in and shown on /screens when it is', async ({
    page,
    request,
    adminToken,
    snap,
  }) => {
    const lang = 'pt';
    const api = adminApi(request, adminToken);
    const app = await findApp(api, 'Registrato');
    const stamp = `intake-${Date.now()}`;
    const name = `Tela externa ${stamp}`;
    try {
      await page.goto(at(lang, '/admin/screens'));
      await ready(page);
      const form = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.getByRole('button', { name: msg(lang, 'admin.screens.reset') }) });
      await form.getByRole('combobox', { name: msg(lang, 'admin.screens.app') }).selectOption({ label: app.name });
      await form.getByRole('textbox', { name: msg(lang, 'admin.screens.name') }).fill(name);
      const url = form.getByRole('textbox', { name: msg(lang, 'admin.screens.imageUrl') });
      await url.fill(`${site}/pagina`);
      await form.getByRole('textbox', { name: msg(lang, 'admin.screens.airtableId') }).fill(`rec-${stamp}`);
      await form.getByRole('button', { name: msg(lang, 'admin.screens.submit') }).click();
      await expect(form.getByText(msg(lang, 'admin.image.IMAGE_NOT_AN_IMAGE'))).toBeVisible();
      await expect(url).toBeFocused();
      await dismiss(page, msg(lang, 'admin.error'));

      // Issue 29 (3): another screen's Airtable ID is refused on its field in the admin's language.
      const taken = await api.gql<{ app: { screens: { airtableId: string }[] } }>(
        'query($s: String!) { app(idOrSlug: $s) { screens { airtableId } } }',
        { s: app.slug },
      );
      const airtableId = form.getByRole('textbox', { name: msg(lang, 'admin.screens.airtableId') });
      const takenId = taken.app.screens[0]?.airtableId ?? '';
      await airtableId.fill(takenId);
      await url.fill(`${site}/tela-externa.png`);
      await form.getByRole('button', { name: msg(lang, 'admin.screens.submit') }).click();
      await expect(form.getByText(`Já existe uma tela com o ID do Airtable ${takenId}`)).toBeVisible();
      await snap('admin-conflict-in-portuguese');
      await dismiss(page, msg(lang, 'admin.error'));

      await airtableId.fill(`rec-${stamp}`);
      await form.getByRole('button', { name: msg(lang, 'admin.screens.submit') }).click();
      await expect(toast(page, msg(lang, 'admin.screens.success'))).toBeVisible();

      await page.goto(at(lang, `/screens?app=${app.slug}`));
      await ready(page);
      // The card's picture is the hosted copy (its address names the record), and it loaded.
      const picture = page.locator(`.vp-gcard img[src*="rec-${stamp}-"]`);
      await expect(picture).toHaveCount(1);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await snap('admin-added-screen-on-screens');
    } finally {
      await restore(api, app, stamp);
    }
  });
});
