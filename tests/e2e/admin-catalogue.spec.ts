import sharp from 'sharp';
import { adminApi } from './support/admin-api';
import { expect, ready, test } from './support/fixtures';
import { at, msg } from './support/i18n';

// Issue 56 items 1 and 2: an admin creates an app with a logo file (its slug previewed as the name is
// typed) and a category with an icon file, and the home page's tab strip shows the category. Desktop,
// Portuguese (the words of both languages are in the catalogs); axe on both tabs (at 375 px: admin-bulk-upload). The app is created hidden and the
// category hidden again afterwards, so no other spec running on the server sees them.
test.describe('an admin creates an app and a category', () => {
  test.use({ admin: 'shared' });

  test('app with a logo file, category with an icon; the tab strip follows', async ({
    page,
    request,
    adminToken,
    axe,
  }) => {
    const lang = 'pt';
    const api = adminApi(request, adminToken);
    const stamp = Date.now().toString(36);
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1351b4' } })
      .png()
      .toBuffer();
    const file = (name: string) => ({ name, mimeType: 'image/png', buffer: picture });
    let categoryId = 0;
    try {
      await page.goto(at(lang, '/admin/catalogo'));
      await ready(page);
      const form = page.getByRole('form', { name: msg(lang, 'admin.catalogue.newApp') });
      await expect(form).toBeVisible();
      await axe('new app form');
      await form.getByRole('textbox', { name: msg(lang, 'admin.catalogue.name') }).fill(`Ônibus ${stamp}`);
      await expect(form.getByText(`/app/onibus-${stamp}`)).toBeVisible();
      await form.getByRole('combobox', { name: msg(lang, 'admin.app.status') }).selectOption('Hide');
      await form.getByLabel(msg(lang, 'admin.catalogue.logoFile')).setInputFiles(file('logo.png'));
      await form.getByRole('button', { name: msg(lang, 'admin.catalogue.create') }).press('Enter');
      await expect(form.getByRole('status')).toHaveText(
        msg(lang, 'admin.catalogue.created', { slug: `onibus-${stamp}` }),
      );
      const apps = await api.gql<any>('{ adminApps { slug cloudinaryLogo } }');
      const created = apps.adminApps.find((a: { slug: string }) => a.slug === `onibus-${stamp}`);
      expect(created.cloudinaryLogo).toMatch(new RegExp(`/media/logos/onibus-${stamp}-[0-9a-f]{12}\\.png$`));

      await page.getByRole('tab', { name: msg(lang, 'admin.catalogue.categories') }).click();
      const categoryForm = page.getByRole('form', { name: msg(lang, 'admin.catalogue.newCategory') });
      await expect(categoryForm).toBeVisible();
      await axe('categories tab');
      const name = `Transporte ${stamp}`;
      await categoryForm.getByRole('textbox', { name: msg(lang, 'admin.catalogue.categoryName') }).fill(name);
      await categoryForm
        .getByRole('textbox', { name: msg(lang, 'admin.catalogue.categoryNameEn') })
        .fill(`Transit ${stamp}`);
      await categoryForm.getByLabel(msg(lang, 'admin.catalogue.iconFile')).setInputFiles(file('icon.png'));
      await categoryForm.getByRole('button', { name: msg(lang, 'admin.catalogue.createCategory') }).click();
      await expect(categoryForm.getByRole('status')).toHaveText(msg(lang, 'admin.catalogue.categoryCreated', { name }));
      const categories = await api.gql<any>('{ adminCategories { dbId name iconUrl } }');
      const category = categories.adminCategories.find((c: { name: string }) => c.name === name);
      categoryId = category.dbId;
      expect(category.iconUrl).toMatch(/\/media\/categories\/.+\.png$/);

      await page.goto(at(lang, '/'));
      await ready(page);
      await expect(page.getByTestId('category-strip').getByRole('button', { name })).toBeVisible();
    } finally {
      if (categoryId) {
        await api.gql('mutation($id: Int!) { updateCategory(id: $id, input: { hidden: true }) { __typename } }', {
          id: categoryId,
        });
      }
    }
  });
});
