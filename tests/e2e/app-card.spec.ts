import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { clickNav, interceptOperation } from './support/nav';

for (const { lang } of LANGS) {
  test.describe(`app card in ${lang}`, () => {
    test('first screen at 9/14, logo, name cut at 20 characters, link to /app/{slug}', async ({ page, snap }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      const card = page.getByRole('link', { name: 'Carteira de Trabalho Digital' });
      await expect(card).toHaveAttribute('href', at(lang, '/app/carteira-de-trabalho-digital'));
      await expect(card).toContainText('Carteira de Trabalho...');
      const frame = card.locator('[data-image-status]').first();
      const box = await frame.boundingBox();
      expect(box && box.width / box.height).toBeCloseTo(9 / 14, 2);
      await expect(card.locator('img')).toHaveCount(2);
      await card.scrollIntoViewIfNeeded();
      await snap(`app-card-${lang}`);
      await card.click();
      await expect(page).toHaveURL(at(lang, '/app/carteira-de-trabalho-digital'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carteira de Trabalho Digital');
    });

    test('keyboard activation opens the app', async ({ page }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      const card = page.locator('main ul > li a[href*="/app/"]').first();
      const href = await card.getAttribute('href');
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href ?? '');
    });

    test('the first 8 cards load their images with priority', async ({ page }) => {
      await page.goto(at(lang, '/'));
      const shots = page.locator('main ul > li a[href*="/app/"] img[width="1080"]');
      // All 8 eager; the first row (4 at 1280 px) also asks for high fetch priority, so the likely
      // largest picture does not share the network with the other seven.
      for (let i = 0; i < 8; i++) {
        await expect(shots.nth(i)).toHaveAttribute('loading', 'eager');
        await expect(shots.nth(i)).toHaveAttribute('fetchpriority', i < 4 ? 'high' : 'auto');
      }
      await expect(shots.nth(8)).toHaveAttribute('loading', 'lazy');
    });

    test("'No screens available' when an app has none", async ({ page }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      const app = {
        __typename: 'App',
        id: 'QXBwOjk5OQ==',
        planned: false,
        categories: ['Portal'],
        name: 'Portal Sem Telas',
        slug: 'portal-sem-telas',
        logoSrc: null,
        screenCount: 0,
        firstScreen: null,
      };
      await interceptOperation(page, 'AppsPage', { json: { data: { apps: [app], categories: [] } } });
      await clickNav(page, lang, 'nav.apps');
      await expect(page.getByRole('link', { name: 'Portal Sem Telas' })).toContainText(msg(lang, 'appCard.noScreens'));
    });
  });
}
