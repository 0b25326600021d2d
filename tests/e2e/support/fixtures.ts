import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Saves a named screenshot under test-results/screens/<project>/. */
  snap: (name: string) => Promise<void>;
  /** Runs axe on the page as it is now and fails on any violation. */
  axe: (context?: string) => Promise<void>;
  /** Runs one GraphQL operation against the test server. */
  gql: <T = any>(query: string, variables?: object) => Promise<T>;
};

export const test = base.extend<Fixtures>({
  snap: async ({ page }, use, info) => {
    await use(async (name) => {
      await page.screenshot({ path: `test-results/screens/${info.project.name}/${name}.png`, fullPage: false });
    });
  },
  axe: async ({ page }, use) => {
    await use(async (context) => {
      // Contrast is judged on the final colours: an opening dialog or toast fades in, and mid-way its
      // button reads 3.8:1. Endless animations (spinners) are not waited for.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      // Only violations are read: skipping the passes/incomplete bookkeeping saves about a quarter.
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .options({ resultTypes: ['violations'] })
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(summary, `axe violations${context ? ` (${context})` : ''}`).toEqual([]);
    });
  },
  gql: async ({ request }, use) => {
    await use(async (query, variables) => {
      const response = await request.post('/graphql', { data: { query, variables } });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    });
  },
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Waits until the client has hydrated (React attaches to the server HTML, then effects run). */
export async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Stops the page's installed clock (page.clock.install) one second ahead: from then on only
 * page.clock.runFor moves the page's timers, however long the test itself takes between steps.
 * Call it before the action whose timers are measured. Network and rendering are not timers.
 */
export async function holdClock(page: Page) {
  // The toaster is a lazy chunk mounted after hydration and React reveals it on a timer: paused before
  // it is mounted, it would never show (visitors have no paused clock, so only tests need this wait).
  await expect(page.locator('[data-scope=toast][data-part=group]')).toBeAttached();
  // A loaded machine can take over a second between reading the page's time and pausing: read it again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
