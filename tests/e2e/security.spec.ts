import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

// Pages served as users get them: the CSP must not block anything the site itself does
// (hydration, images, API calls), and must forbid what the issue forbids. The API's own headers are
// checked in tests/api/http/e2e-moved-security.test.ts.
const PAGES = ['/', '/app/meu-inss', '/screens', '/en/about', '/app/meu-inss?screen=does-not-exist'];

/** Collects CSP violations as the browser reports them (the init script runs outside the page's CSP). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security headers and CSP', () => {
  // The real pictures: the CSP must let the site's own images through, from the server's answers.
  test.use({ realImages: true });

  for (const path of PAGES) {
    test(`${path}: hydrates, loads its images and breaks no CSP rule`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const csp = headers['content-security-policy'] ?? '';
      const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('nonce-');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      await ready(page);
      const firstImage = page.locator('main img').first();
      await expect(firstImage).toBeVisible();
      await expect
        .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await violations()).toEqual([]);
    });
  }

  test('a page cannot be framed, not even by the site itself', async ({ page }) => {
    await page.goto('/about');
    await ready(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/sobre';
      frame.id = 'framed';
      document.body.append(frame);
    });
    const frame = await (await page.waitForSelector('#framed', { state: 'attached' })).contentFrame();
    await frame?.waitForLoadState('load');
    // Allowed, the frame would hold the site's app root; refused, Chromium shows its own error page.
    const hasSite = await frame?.evaluate(() => document.getElementById('root') !== null).catch(() => false);
    expect(hasSite).toBe(false);
  });
});
