import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS } from './support/i18n';

const PAGES = ['/', '/app/1746-rio', '/screens', '/about'];

// The real pictures: their own sizes arriving late are what could shift the layout.
test.use({ realImages: true });

/** Until the wheel's scroll has ended and every picture then in view has loaded (or failed). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = Math.min(2500, document.documentElement.scrollHeight - window.innerHeight);
        if (Math.abs(window.scrollY - end) > 1) return 'scrolling';
        const inView = [...document.images].filter((img) => {
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
        });
        // A lazy picture still loading (or not yet asked for) is not complete.
        return inView.filter((img) => !img.complete).length;
      }),
    )
    .toBe(0);
  // Layout shifts are reported after the frame that made them: two frames later they are counted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

for (const { lang } of LANGS) {
  test(`images never shift layout (${lang})`, { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of PAGES.map((p) => at(lang, p))) {
      await page.goto(path);
      await ready(page);
      await page.mouse.wheel(0, 2500);
      await settled(page);
      const unsized = await page.$$eval('img', (imgs) =>
        imgs
          .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
          .filter((img) => getComputedStyle(img.parentElement as Element).aspectRatio === 'auto')
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      expect(unsized, path).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls), path).toBeLessThan(0.01);
    }
  });
}
