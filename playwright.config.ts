import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';

// Workers re-load this file: the port and data directory are chosen once, in the runner, and
// handed down through the environment.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_IMAGES_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const build = process.env.E2E_SKIP_BUILD ? '' : 'npx tsx scripts/build-web.ts --if-stale && ';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  // Two cores: more workers only make every page slower (the suite is CPU-bound in Chromium).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous: on a loaded 2-core machine a page load and hydration can take several seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/run-tests.ts for the one-line summary.
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    // The browser's own language, the site's second source (spec section 1): Portuguese, as for the
    // visitors it is made for. An English browser on a Portuguese page is offered English (issue 53);
    // language.spec.ts sets one where that is what it tests.
    locale: 'pt-BR',
    screenshot: 'only-on-failure',
    // A trace records every action's snapshots and screencast (a quarter of the suite's CPU here): only
    // the retry of a failed test records one (CI retries once), beside the failure's screenshot.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Phones in Portuguese, the first language; English runs at desktop width. Both widths in both
    // languages took ~50 min on a slow 2-core CI machine, past the suite's budget. At 375 px only the
    // tests tagged @phone: layout, touch, the toggle menu, the bottom sheet and whatever else reads
    // differently on a phone; the rest behaves the same at either width and runs at 1280 px.
    // Tags come after the title in what grep reads, hence '(en)' followed by a space or the end.
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
      grep: /@phone\b/,
      grepInvert: / in en\b|\(en\)( |$)/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `${build}node --import tsx tests/e2e/support/serve.ts`,
    url: `${baseURL}/robots.txt`,
    timeout: 240_000,
    reuseExistingServer: false,
    // serve.ts deletes the temporary data directory once the database is closed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT,
      E2E_IMAGES_PORT: process.env.E2E_IMAGES_PORT,
      E2E_MAIL_PORT: process.env.E2E_MAIL_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED: 'demo',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // Every spec is the same client address (127.0.0.1); the limits themselves are tested in tests/api.
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000',
      RATE_LIMIT_NEWSLETTER_CONFIRMATIONS_PER_HOUR: '1000',
      // The newsletter's mail to the loopback catcher: no pacing, quick retries.
      NEWSLETTER_RATE_PER_SECOND: '0',
      NEWSLETTER_RETRY_BASE_MS: '200',
      RATE_LIMIT_LOGIN_IP_FAILURES: '1000',
      RATE_LIMIT_IMAGE_MISSES_PER_MINUTE: '100000',
      RATE_LIMIT_CONTRIBUTIONS_PER_HOUR: '1000',
      RATE_LIMIT_CHALLENGES_PER_HOUR: '10000',
      RATE_LIMIT_CONTRIBUTION_IMAGES_PER_HOUR: '10000',
      // The proof of work's real cost is measured by `npm run bench:altcha`; specs solve a cheap one.
      CONTRIBUTION_POW_COST: '1',
      CONTRIBUTION_POW_COUNTER_MAX: '50',
      // Two Chromiums, the server and OCR (Tesseract reads each screen the admin specs add) share two
      // cores here: a request queued behind them ran past 5 s and was cut (503) in admin-edit. The
      // budget itself is tested in tests/api/platform/time-budget.test.ts.
      REQUEST_TIME_BUDGET_MS: '20000',
      PUBLIC_URL: baseURL,
      E2E_REMOVE_DATA_DIR: '1',
    },
  },
});
