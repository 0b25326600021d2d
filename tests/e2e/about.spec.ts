import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { clickNav, interceptOperation } from './support/nav';

const STATS = 'query { stats { apps screens tags categories } }';
type Stats = { apps: number; screens: number; tags: number; categories: number };
const figure = (page: import('@playwright/test').Page, key: string) =>
  page.getByTestId(`stat-${key}`).locator('[data-value]');

for (const { lang } of LANGS) {
  test.describe(`about in ${lang}`, () => {
    test('four counters from one stats request reach the API numbers', async ({ page, gql, snap }) => {
      const { stats } = await gql<{ stats: Stats }>(STATS);
      await page.goto(at(lang, '/'));
      await ready(page);
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql')) requests.push(r.postDataJSON()?.operationName);
      });
      await clickNav(page, lang, 'nav.about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'about.title'));
      for (const key of ['apps', 'screens', 'tags', 'categories'] as const) {
        await page.getByTestId(`stat-${key}`).scrollIntoViewIfNeeded();
        await expect(figure(page, key)).toHaveAttribute('data-value', String(stats[key]));
        await expect(page.getByTestId(`stat-${key}`)).toContainText(msg(lang, `about.stats.${key}`));
      }
      const icons = page.getByTestId('stat-categories').locator('img');
      expect(await icons.count()).toBeGreaterThan(0);
      expect(await icons.count()).toBeLessThanOrEqual(6);
      expect(requests).toEqual(['AboutStats']);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(`about-${lang}`);
    });

    test('counters animate once over about a second with ease-out', async ({ page, gql }) => {
      const { stats } = await gql<{ stats: Stats }>(STATS);
      await page.goto(at(lang, '/about'));
      await ready(page);
      const screens = page.getByTestId('stat-screens');
      await screens.scrollIntoViewIfNeeded();
      const samples: number[] = [];
      const started = Date.now();
      while (Date.now() - started < 1600) {
        samples.push(Number(await figure(page, 'screens').getAttribute('data-value')));
        await page.waitForTimeout(50);
      }
      expect(samples.some((v) => v > 0 && v < stats.screens)).toBe(true);
      expect(samples.at(-1)).toBe(stats.screens);
      // Ease-out: the first half of the time covers well over half of the distance.
      const mid = samples[Math.floor(samples.length * 0.3)] ?? 0;
      expect(mid).toBeGreaterThan(stats.screens / 2);
    });

    test('no animation with reduced motion, and values under 5 show at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(at(lang, '/'));
      await ready(page);
      await interceptOperation(page, 'AboutStats', {
        json: {
          data: {
            stats: { __typename: 'Stats', apps: 3, screens: 800, tags: 4, categories: 2 },
            categories: [],
          },
        },
      });
      await clickNav(page, lang, 'nav.about');
      await expect(figure(page, 'screens')).toHaveAttribute('data-value', '800', { timeout: 300 });
      await expect(figure(page, 'apps')).toHaveAttribute('data-value', '3');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(at(lang, '/'));
      await ready(page);
      await clickNav(page, lang, 'nav.about');
      await expect(figure(page, 'apps')).toHaveAttribute('data-value', '3', { timeout: 150 });
      await expect(figure(page, 'categories')).toHaveAttribute('data-value', '2', { timeout: 150 });
    });
  });
}
