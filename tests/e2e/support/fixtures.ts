import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { logIn, tokenState } from './session';
import { stubPictures } from './stubs';

type Options = {
  /**
   * Real pictures, for specs about them; otherwise every picture the site serves is a small grey PNG
   * (stubs.ts). E2E_REAL_IMAGES=1 gives every spec the real ones.
   */
  realImages: boolean;
  /**
   * The admin session the browser starts with, stored as after an earlier login (no page load to
   * set it): 'shared' is this worker's, for tests that never log out; 'own' is a fresh login, for
   * tests that log out (a logout revokes the session it ends).
   */
  admin: 'none' | 'shared' | 'own';
};

type WorkerFixtures = {
  /** This worker's admin session, logged in on first use. */
  sharedAdminToken: () => Promise<string>;
};

type Fixtures = {
  /** Waits until a page of this test answers pictures with the stub (at once with real pictures). */
  stubbed: (page: Page) => Promise<void>;
  /** The worker's admin token, for setting up and cleaning up through the admin API. */
  adminToken: string;
  /** Saves a named screenshot under test-results/screens/<project>/. */
  snap: (name: string) => Promise<void>;
  /** Runs axe on the page as it is now and fails on any violation. */
  axe: (context?: string) => Promise<void>;
  /** Runs one GraphQL operation against the test server. */
  gql: <T = any>(query: string, variables?: object) => Promise<T>;
};

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  realImages: [process.env.E2E_REAL_IMAGES === '1', { option: true }],
  admin: ['none', { option: true }],
  sharedAdminToken: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, info) => {
      let token: Promise<string> | undefined;
      await use(() => {
        token ??= logIn(info.project.use.baseURL ?? '');
        return token;
      });
    },
    { scope: 'worker' },
  ],
  adminToken: async ({ sharedAdminToken }, use) => {
    await use(await sharedAdminToken());
  },
  storageState: async ({ storageState, admin, sharedAdminToken, baseURL }, use) => {
    if (admin === 'none') return use(storageState);
    const token = admin === 'own' ? await logIn(baseURL ?? '') : await sharedAdminToken();
    await use(tokenState(baseURL ?? '', token));
  },
  stubbed: async ({ context, realImages }, use) => {
    await use(realImages ? async () => undefined : stubPictures(context));
  },
  page: async ({ page, stubbed }, use) => {
    await stubbed(page);
    await use(page);
  },
  snap: async ({ page }, use, info) => {
    await use(async (name) => {
      await page.screenshot({ path: `test-results/screens/${info.project.name}/${name}.png`, fullPage: false });
    });
  },
  axe: async ({ page }, use) => {
    await use(async (context) => {
      // Contrast is judged on the final colours: an opening dialog or toast fades in, and mid-way its
      // button reads 3.8:1. Endless animations (spinners) are not waited for.
      // Twice, a frame apart: a transition an opening menu starts a frame later (its trigger taking the
      // open state) was judged mid-way once on a loaded run (color-contrast on the admin menu's button).
      await page.evaluate(async () => {
        for (let round = 0; round < 2; round++) {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          await Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((a) => a.finished.catch(() => undefined)),
          );
        }
      });
      // Only violations are read: skipping the passes/incomplete bookkeeping saves about a quarter.
      const summary = await axeViolations(page);
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
  // The toaster is a lazy chunk mounted at the visitor's first interaction and React reveals it on a
  // timer: paused before it is mounted, it would never show (visitors have no paused clock, so only
  // tests need this). A pointer moving over the page is that first interaction.
  await page.mouse.move(1, 1);
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
