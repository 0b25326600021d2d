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
      // A short window keeps the counters below the fold until we scroll to them.
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 300 });
      await page.goto(at(lang, '/about'));
      await ready(page);
      expect(await figure(page, 'screens').getAttribute('data-value')).toBe('0');
      // Sample inside the page on every frame: [ms since the first frame, value].
      const sampling = page.evaluate(
        () =>
          new Promise<[number, number][]>((resolve) => {
            const el = document.querySelector('[data-testid=stat-screens] [data-value]');
            const out: [number, number][] = [];
            const start = performance.now();
            const tick = () => {
              out.push([performance.now() - start, Number(el?.getAttribute('data-value'))]);
              if (performance.now() - start < 2000) requestAnimationFrame(tick);
              else resolve(out);
            };
            requestAnimationFrame(tick);
          }),
      );
      await page.getByTestId('stat-screens').scrollIntoViewIfNeeded();
      const samples = await sampling;
      const first = (test: (v: number) => boolean) => samples.find(([, v]) => test(v))?.[0] ?? Number.NaN;
      const t0 = first((v) => v > 0);
      const half = first((v) => v >= stats.screens / 2) - t0;
      const end = first((v) => v === stats.screens) - t0;
      expect(samples.some(([, v]) => v > 0 && v < stats.screens)).toBe(true);
      // About one second, and ease-out: half the distance is covered well before half the time
      // (cubic ease-out: ~21%; linear would be 50%).
      expect(end).toBeGreaterThan(600);
      expect(end).toBeLessThan(1600);
      expect(half / end).toBeLessThan(0.45);
      expect(samples.at(-1)?.[1]).toBe(stats.screens);
    });

    test('no animation with reduced motion, and values under 5 show at once', async ({ page }) => {
      // Every value each counter shows is recorded, so "at once" means no value between 0 and the
      // target ever appears, however slowly the page runs.
      const recordValues = () =>
        page.evaluate(() => {
          const seen: Record<string, number[]> = {};
          (window as unknown as { seen: typeof seen }).seen = seen;
          new MutationObserver((mutations) => {
            for (const m of mutations) {
              const el = m.target as Element;
              const key = el.closest('[data-testid^=stat-]')?.getAttribute('data-testid');
              if (!key || !el.hasAttribute('data-value')) continue;
              seen[key] = [...(seen[key] ?? []), Number(el.getAttribute('data-value'))];
            }
          }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-value'] });
        });
      const seen = (key: string) =>
        page.evaluate((k) => (window as unknown as { seen: Record<string, number[]> }).seen[k] ?? [], key);
      const stats = { __typename: 'Stats', apps: 3, screens: 800, tags: 4, categories: 2 };
      await interceptOperation(page, 'AboutStats', { json: { data: { stats, categories: [] } } });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(at(lang, '/'));
      await ready(page);
      await recordValues();
      await clickNav(page, lang, 'nav.about');
      await page.getByTestId('stat-screens').scrollIntoViewIfNeeded();
      await expect(figure(page, 'screens')).toHaveAttribute('data-value', '800');
      await expect(figure(page, 'apps')).toHaveAttribute('data-value', '3');
      expect((await seen('stat-screens')).filter((v) => v !== 0 && v !== 800)).toEqual([]);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(at(lang, '/'));
      await ready(page);
      await recordValues();
      await clickNav(page, lang, 'nav.about');
      await page.getByTestId('stat-screens').scrollIntoViewIfNeeded();
      await expect(figure(page, 'screens')).toHaveAttribute('data-value', '800');
      await expect(figure(page, 'apps')).toHaveAttribute('data-value', '3');
      await expect(figure(page, 'categories')).toHaveAttribute('data-value', '2');
      // The large value animated; the small ones jumped straight to their targets.
      expect((await seen('stat-screens')).some((v) => v > 0 && v < 800)).toBe(true);
      expect((await seen('stat-apps')).filter((v) => v !== 0 && v !== 3)).toEqual([]);
      expect((await seen('stat-categories')).filter((v) => v !== 0 && v !== 2)).toEqual([]);
    });
  });
}
