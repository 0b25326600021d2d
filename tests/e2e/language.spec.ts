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

// Issue 53 (spec section 1: the browser's language is the second source): a first visit from an
// English browser is offered English, never sent there; the answer is stored as the switcher stores it.
test.describe('an English browser on a first visit', () => {
  test.use({ locale: 'en-US' });

  test('is offered English without a redirect or a shift; dismissing stores pt, accepting switches', async ({
    page,
    axe,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/screens?tag=form');
    await ready(page);
    const offer = page.getByRole('complementary', { name: msg('en', 'language.suggestLabel') });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer).toContainText(msg('en', 'language.suggestText'));
    // The shared Portuguese link stays what it was.
    await expect(page).toHaveURL(/\/screens\?tag=form$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await stored(page)).toBeNull();
    // Over the page, not in its flow: nothing moved when it appeared.
    await expect(offer).toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await axe('language suggestion');

    await offer
      .getByRole('button', { name: msg('pt', 'language.suggestKeep') })
      .first()
      .click();
    await expect(offer).toHaveCount(0);
    expect(await stored(page)).toBe('pt');
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);

    // Another first visit: accepting switches to the English mirror and remembers it.
    await page.evaluate(() => window.localStorage.removeItem('i18nextLng'));
    await page.goto('/sobre');
    await ready(page);
    await page.getByRole('button', { name: msg('en', 'language.suggestSwitch') }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await stored(page)).toBe('en');
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});
