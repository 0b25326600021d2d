import type { Page } from '@playwright/test';
import { expect, holdClock, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { interceptOperation } from './support/nav';

/** A newsletter failure raises an error toast with the default 5 s duration. */
async function raiseToast(page: Page, n = 1) {
  const footer = page.getByRole('contentinfo');
  for (let i = 0; i < n; i++) {
    await footer.getByRole('textbox').fill(`toast-${i}@example.com`);
    await footer.locator('button[type=submit]').click();
    await expect(footer.locator('button[type=submit]')).toBeEnabled();
  }
  return page.getByRole('region').locator('[data-part=root][data-scope=toast]');
}

for (const { lang } of LANGS) {
  test.describe(`toasts in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      // Time runs normally, but the test can jump ahead instead of sleeping through toast timers.
      await page.clock.install();
      await page.goto(at(lang, '/about'));
      await ready(page);
      await interceptOperation(page, 'SubscribeNewsletter', { status: 500, json: {} });
    });

    test('one at a time, 5 s by default, at most 420 px wide; a repeat replaces its own', async ({ page, snap }) => {
      // Only the test moves the page's time from here, however slowly the submissions go.
      await holdClock(page);
      // Two failures of the same action: the second replaces the first instead of queueing behind it
      // (issue 29: a corrected retry's answer must not wait behind the outdated one).
      const toasts = await raiseToast(page, 2);
      await expect(toasts).toHaveCount(1);
      await expect(toasts.filter({ visible: true })).toHaveCount(1);
      await expect(toasts.first()).toContainText(msg(lang, 'newsletter.error'));
      const box = await toasts.first().boundingBox();
      expect(box?.width).toBeLessThanOrEqual(420);
      await snap(`toast-${lang}`);
      await page.clock.runFor(4500);
      await expect(toasts.filter({ visible: true })).toHaveCount(1);
      await page.clock.runFor(1500);
      await expect(toasts.filter({ visible: true })).toHaveCount(0);
    });

    test('F8 focuses the notification region; a 50 px swipe right dismisses', { tag: '@phone' }, async ({ page }) => {
      const toasts = await raiseToast(page);
      await expect(toasts.first()).toBeVisible();
      await page.keyboard.press('F8');
      await expect(page.getByRole('region', { name: /F8|Notifica/ })).toBeFocused();
      // Measure once the slide-in has finished, or the pointer would miss the moving toast.
      await toasts.first().evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await toasts.first().boundingBox();
      if (!box) throw new Error('toast not laid out');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 45, y, { steps: 4 });
      await page.mouse.up();
      await expect(toasts.first()).toBeVisible();
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 90, y, { steps: 6 });
      await page.mouse.up();
      await expect(toasts.filter({ visible: true })).toHaveCount(0, { timeout: 2000 });
    });
  });
}
