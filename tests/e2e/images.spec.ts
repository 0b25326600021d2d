import { expect, ready, test } from './support/fixtures';
import { at, LANGS } from './support/i18n';

const PAGES = ['/', '/app/1746-rio', '/screens', '/about'];

for (const { lang } of LANGS) {
  test(`images never shift layout (${lang})`, async ({ page }) => {
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
      await page.waitForTimeout(600);
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
