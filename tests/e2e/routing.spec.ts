import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { clickNav } from './support/nav';

const PAGES = {
  pt: [
    ['/', 'home.title'],
    ['/aplicativos', 'home.title'],
    ['/screens', 'screens.title'],
    ['/about', 'about.title'],
    ['/sobre', 'about.title'],
    ['/termos-de-uso', 'terms.title'],
    ['/politica-de-privacidade', 'privacy.title'],
  ],
  en: [
    ['/en', 'home.title'],
    ['/en/apps', 'home.title'],
    ['/en/screens', 'screens.title'],
    ['/en/about', 'about.title'],
  ],
} as const;

for (const { lang, htmlLang } of LANGS) {
  test.describe(`routes in ${lang}`, () => {
    test('every public route renders its page in the right language', async ({ page, snap }) => {
      for (const [path, heading] of PAGES[lang]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, heading));
        await snap(`route-${lang}${path.replaceAll('/', '_') || '_'}`);
      }
      await page.goto(at(lang, '/app/1746-rio'));
      await expect(page.getByRole('heading', { level: 1, name: '1746 Rio' })).toBeVisible();
    });

    test('anything else is a not-found page titled Page Not Found', async ({ page, snap }) => {
      const response = await page.goto(at(lang, '/nao-existe/mesmo'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(/Page Not Found/);
      await snap(`not-found-${lang}`);
    });

    test('repeated slashes lead to the one address of the page', async ({ page }) => {
      await page.goto(at(lang, '/about'));
      const origin = new URL(page.url()).origin;
      const doubled = await page.request.get(`${origin}/${at(lang, '//app/meu-inss')}?x=1`, { maxRedirects: 0 });
      expect(doubled.status()).toBe(301);
      expect(doubled.headers().location).toBe(`${at(lang, '/app/meu-inss')}?x=1`);
      await page.goto(`${origin}//${lang === 'en' ? 'en' : ''}`);
      await expect(page).toHaveURL(`${origin}${at(lang, '/')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'home.title'));
    });

    test('navigation scrolls to the top', async ({ page }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: msg(lang, 'footer.terms') })
        .scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: msg(lang, 'footer.terms') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'terms.title'));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await clickNav(page, lang, 'nav.screens');
      await expect(page).toHaveURL(at(lang, '/screens'));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test('terms and privacy load on demand behind Carregando...', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/privacy-route-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: msg('pt', 'footer.privacy') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('pt', 'privacy.title'));
});
