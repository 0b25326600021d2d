// Issue 35: the developers' page, reached from the footer in both languages, with its examples loaded
// as preformatted text (VS Code's MCP snippet under `servers`, issue 59), and nothing axe can find.
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

for (const { lang } of LANGS) {
  test.describe(`developers page in ${lang}`, () => {
    test('linked from the footer; examples, limits and licence; axe finds nothing', async ({ page, axe }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: msg(lang, 'footer.developers') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/desenvolvedores')}$`));
      await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'developers.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: lang === 'pt' ? 'Licença' : 'Licence' })).toBeVisible();
      await expect(page.locator('pre').filter({ hasText: '/api/export/screens.csv' })).toBeVisible();
      await expect(page.locator('pre').filter({ hasText: '{ "servers"' })).toBeVisible();
      await axe(`developers (${lang})`);
    });
  });
}
