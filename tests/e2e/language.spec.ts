import { expect, ready, test } from './support/fixtures';
import { msg } from './support/i18n';
import { mainNav, switchLanguage } from './support/nav';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.localStorage.getItem('i18nextLng'));

test.describe('language rule (spec section 2)', () => {
  test('Portuguese by default, English under /en, and /en is remembered', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(await mainNav(page, 'pt')).toContainText(msg('pt', 'nav.apps'));

    await page.goto('/en/screens');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'screens.title'));
    await expect.poll(() => stored(page)).toBe('en');

    // A Portuguese address with an English preference is replaced by its English mirror before any
    // Portuguese is painted (issue 29): the English page loads, and the Portuguese address is not an
    // entry of the history (Back does not bounce).
    const painted: string[] = [];
    await page.exposeFunction('sawHeading', (text: string) => painted.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (h1?.textContent) (window as unknown as { sawHeading: (t: string) => void }).sawHeading(h1.textContent);
      }).observe(document, { childList: true, subtree: true });
    });
    const entries = await page.evaluate(() => history.length);
    await page.goto('/sobre?x=1');
    await expect(page).toHaveURL(/\/en\/about\?x=1$/);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'about.title'));
    expect(painted).not.toContain(msg('pt', 'about.title'));
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('the switcher adds or removes /en, stores the choice, and it survives reload', { tag: '@phone' }, async ({
    page,
    snap,
  }) => {
    await page.goto('/screens?tag=form');
    await ready(page);
    await switchLanguage(page, 'pt', 'en');
    await expect(page).toHaveURL(/\/en\/screens\?tag=form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'screens.title'));
    expect(await stored(page)).toBe('en');
    await page.reload();
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'screens.title'));
    await snap('language-en-after-reload');

    await switchLanguage(page, 'en', 'pt');
    await expect(page).toHaveURL(/\/screens\?tag=form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('pt', 'screens.title'));
    expect(await stored(page)).toBe('pt');
    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('home maps to /en and back to /', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await switchLanguage(page, 'pt', 'en');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'home.title'));
    await switchLanguage(page, 'en', 'pt');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('the switcher offers Português (PT) and English (EN)', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const nav = await mainNav(page, 'pt');
    await nav.getByRole('button', { name: /Idioma/ }).click();
    await expect(page.getByRole('menuitemradio')).toHaveText(['Português (PT)', 'English (EN)']);
    await expect(page.getByRole('menuitemradio', { name: 'Português (PT)' })).toBeChecked();
  });
});
