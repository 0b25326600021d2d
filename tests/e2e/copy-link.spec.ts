import { expect, holdClock, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

const SHARE = '/app/1746-rio?screen=demo-scr-1746-rio-minha-conta';

for (const { lang } of LANGS) {
  test.describe(`copy link in ${lang}`, () => {
    test("copies the screen's address and says 'Link copied!' for 3 s", async ({ page, context, baseURL, snap }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.clock.install();
      await page.goto(at(lang, SHARE));
      await ready(page);
      await holdClock(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: msg(lang, 'viewer.copyLink') })
        .click();
      const toast = page.getByRole('status').filter({ hasText: msg(lang, 'viewer.linkCopied') });
      await expect(toast).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${at(lang, SHARE)}`);
      await snap(`toast-copied-${lang}`);
      await page.clock.runFor(2000);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1500);
      await expect(toast).toBeHidden();
    });

    test('falls back to the legacy copy, then reports failure for 3 s', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
          configurable: true,
        });
        const calls: string[] = [];
        (window as unknown as { copyCalls: string[] }).copyCalls = calls;
        document.execCommand = (command: string) => {
          calls.push(command);
          return (window as unknown as { legacyWorks?: boolean }).legacyWorks !== false;
        };
      });
      await page.clock.install();
      await page.goto(at(lang, SHARE));
      await ready(page);
      const copy = page.getByRole('dialog').getByRole('button', { name: msg(lang, 'viewer.copyLink') });
      await copy.click();
      await expect(page.getByRole('status').filter({ hasText: msg(lang, 'viewer.linkCopied') })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { copyCalls: string[] }).copyCalls)).toEqual(['copy']);

      await page.evaluate(() => {
        (window as unknown as { legacyWorks: boolean }).legacyWorks = false;
      });
      // Let the first toast leave, then measure the failure toast on a held clock.
      await page.clock.runFor(3500);
      await expect(page.getByRole('status').filter({ hasText: msg(lang, 'viewer.linkCopied') })).toBeHidden();
      await holdClock(page);
      await copy.click();
      const failure = page.getByRole('status').filter({ hasText: msg(lang, 'viewer.copyFailed') });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(msg(lang, 'viewer.copyFailedDesc'));
      await page.clock.runFor(2000);
      await expect(failure).toBeVisible();
      await page.clock.runFor(1500);
      await expect(failure).toBeHidden();
    });
  });
}
