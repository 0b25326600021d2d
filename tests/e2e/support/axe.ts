import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

// The axe-core that @axe-core/playwright (the declared dependency) brings and pins.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const { source } = fromAxePlaywright('axe-core') as typeof AxeCore;

/**
 * axe's violations on the page as it is now, one line per rule with its nodes' selectors.
 *
 * axe-core itself, not @axe-core/playwright's AxeBuilder: for every check AxeBuilder evaluated axe's
 * 1.3 MB source in the page, opened a second, blank page (a renderer of its own) and evaluated the
 * source there too, to merge per-frame results the site never has (it shows no iframes). That was
 * most of a check's cost on a small page. Here the source is evaluated once per document (a test
 * that checks several states of one page load pays once) and axe.run checks the page in place;
 * frames, if a page ever had one, get axe as well, as AxeBuilder's legacy mode gives them.
 *
 * The rules are axe's default set, as before: AxeBuilder's `.options()` replaced the tags its
 * `.withTags()` had set, so the checks always ran every rule axe enables by default (a superset of
 * wcag2a, wcag2aa, wcag21a, wcag21aa and best-practice).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (!present) await frame.evaluate(source);
  }
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof AxeCore };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
