import { expect, holdClock, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { clickNav, graphqlOperation, interceptOperation } from './support/nav';

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
        const op = graphqlOperation(r);
        if (op) requests.push(op.operationName ?? '');
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
      // The page's clock is held and stepped one frame at a time, so the measured durations are the
      // page's own and do not depend on how busy the machine running the test is.
      await page.clock.install();
      // A short window keeps the counters below the fold until we scroll to them.
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 300 });
      await page.goto(at(lang, '/about'));
      await ready(page);
      await holdClock(page);
      expect(await figure(page, 'screens').getAttribute('data-value')).toBe('0');
      // Every value the counter shows, with the page's clock at that moment.
      await page.evaluate(() => {
        const samples: [number, number][] = [];
        (window as unknown as { samples: typeof samples }).samples = samples;
        const el = document.querySelector('[data-testid=stat-screens] [data-value]');
        if (!el) throw new Error('no screens counter');
        new MutationObserver(() => samples.push([performance.now(), Number(el.getAttribute('data-value'))])).observe(
          el,
          { attributes: true, attributeFilter: ['data-value'] },
        );
      });
      await page.getByTestId('stat-screens').scrollIntoViewIfNeeded();
      for (let frame = 0; frame < 130; frame++) {
        await page.clock.runFor(16);
        await afterPendingWork(page);
      }
      const samples = await page.evaluate(() => (window as unknown as { samples: [number, number][] }).samples);
      const first = (test: (v: number) => boolean) => samples.find(([, v]) => test(v))?.[0] ?? Number.NaN;
      const t0 = first((v) => v > 0);
      const half = first((v) => v >= stats.screens / 2) - t0;
      const end = first((v) => v === stats.screens) - t0;
      expect(samples.filter(([, v]) => v > 0 && v < stats.screens).length).toBeGreaterThan(20);
      expect(samples.every(([, v], i) => i === 0 || v >= (samples[i - 1]?.[1] ?? 0))).toBe(true);
      // About one second (the first value shows a frame or a few after the start), and ease-out:
      // half the distance is covered well before half the time
      // (cubic ease-out: ~21%; linear would be 50%).
      expect(end).toBeGreaterThan(800);
      expect(end).toBeLessThan(1150);
      expect(half / end).toBeLessThan(0.3);
      // Once: scrolling away and back does not run it again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('stat-screens').scrollIntoViewIfNeeded();
      await page.clock.runFor(2000);
      await afterPendingWork(page);
      const after = await page.evaluate(() => (window as unknown as { samples: [number, number][] }).samples);
      expect(after.slice(samples.length).every(([, v]) => v === stats.screens)).toBe(true);
      await expect(figure(page, 'screens')).toHaveAttribute('data-value', String(stats.screens));
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

/** Lets the page finish the work its last frame queued (React commits in a message-channel task). */
function afterPendingWork(page: import('@playwright/test').Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
