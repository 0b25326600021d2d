import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

// Search boxes (issue 12): results as you type, the query in the address, typo-tolerant, and an
// empty state that suggests removing words; the apps list folds its weak matches (issue 53).
for (const { lang } of LANGS) {
  test.describe(`search in ${lang}`, () => {
    test('apps list: typing filters the apps, in any word order and with a typo', async ({ page, axe, snap }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      const box = page.getByRole('searchbox', { name: msg(lang, 'search.appsLabel') });
      await box.fill('aposentadria pedir');
      // No button press: the results follow the typing.
      await expect(page).toHaveURL(/[?&]search=aposentadria\+pedir/);
      const cards = page.locator('main ul > li a[href*="/app/"]');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('href', at(lang, '/app/meu-inss'));
      await axe('apps search');
      await snap(`search-apps-${lang}`);
      await box.fill('qwzxv');
      await expect(page.getByText(msg(lang, 'search.removeWords'))).toBeVisible();
      await box.fill('');
      await expect(page).not.toHaveURL(/search=/);
      await expect(cards.nth(10)).toBeVisible();
    });

    test('apps list: strong matches first, the weak ones folded behind a line that counts them', async ({ page }) => {
      await page.goto(at(lang, '/?search=gov.br'));
      await ready(page);
      const count = page.getByTestId('apps-count');
      const strong = page.locator('main ul > li a[href*="/app/"]:visible');
      await expect(strong.first()).toHaveAttribute('href', at(lang, '/app/govbr'));
      const shown = await strong.count();
      // The count counts what is shown; the line says how many wait behind it.
      await expect(count).toHaveText(msg(lang, 'apps.count', { count: shown }));
      const folded = await page.locator('[data-testid="weak-matches"] li').count();
      expect(folded).toBeGreaterThan(0);
      const line = page.getByText(msg(lang, 'apps.weakMatches', { count: folded, search: 'gov.br' }));
      await expect(line).toBeVisible();
      await line.click();
      await expect(strong).toHaveCount(shown + folded);
      await expect(count).toContainText(String(shown + folded));
    });

    test('all screens: the search is in the address, ranked, and survives a reload', async ({ page, snap }) => {
      await page.goto(at(lang, '/screens'));
      await ready(page);
      const box = page.getByRole('searchbox', { name: msg(lang, 'screens.search') });
      await box.fill('aposentadoria pedir');
      await expect(page).toHaveURL(/[?&]search=aposentadoria\+pedir/);
      const first = page.getByTestId('screen-grid').locator('li').first();
      await expect(first).toContainText('Meu INSS');
      await expect(first.locator('img').first()).toHaveAttribute('alt', /aposentadoria/i);
      await snap(`search-screens-${lang}`);
      await page.reload();
      await ready(page);
      await expect(page.getByRole('searchbox', { name: msg(lang, 'screens.search') })).toHaveValue(
        'aposentadoria pedir',
      );
      await expect(page.getByTestId('screen-grid').locator('li').first()).toContainText('Meu INSS');
      await page.getByRole('searchbox', { name: msg(lang, 'screens.search') }).fill('qwzxv');
      await expect(page.getByText(msg(lang, 'search.removeWords'))).toBeVisible();
    });
  });
}
