// `/screens?search=<anything new>` rendered a page each time (~300 ms, at most ~3.5 pages/s): renders of
// addresses with a query string now draw from a token bucket, and past it the page goes out as the
// shell that the browser renders. Addresses without one (the site's own pages) always render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCACHEABLE_HEADER } from '../../../server/cache/response-cache.ts';
import { createWebHandler } from '../../../server/pages/index.ts';
import { createRenderBudget } from '../../../server/pages/render-budget.ts';

describe('the render budget', () => {
  it('lets addresses without a query string through, and query ones at the rate with a burst', () => {
    let now = 0;
    const budget = createRenderBudget(2, 4, () => now);
    const q = (s: string) => new URL(`http://x/screens?search=${s}`);
    expect([1, 2, 3, 4, 5].map((i) => budget.allow(q(`w${i}`)))).toEqual([true, true, true, true, false]);
    expect(budget.allow(new URL('http://x/screens'))).toBe(true);
    expect(budget.allow(new URL('http://x/app/meu-sus'))).toBe(true);
    now = 499;
    expect(budget.allow(q('a'))).toBe(false);
    now = 500;
    expect(budget.allow(q('b'))).toBe(true);
    expect(budget.allow(q('c'))).toBe(false);
    now = 60_000; // refills only up to the burst
    expect([1, 2, 3, 4, 5].map((i) => budget.allow(q(`z${i}`)))).toEqual([true, true, true, true, false]);
    expect(createRenderBudget(0).allow(q('off'))).toBe(true);
  });
});

describe('pages past the budget', () => {
  let dist: string;
  const renders: string[] = [];

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-render-budget-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    // A stand-in for the built renderer: it records each render.
    writeFileSync(
      join(dist, 'server', 'entry-server.js'),
      `export async function render(url, fetchGraphQL) {
         globalThis.__renders.push(url);
         if (url.includes('slow')) await fetchGraphQL('{ stats { apps } }');
         return { html: '<main>rendered</main>', state: {}, locale: 'pt-BR' };
       }
       export function pageSources() { return []; }`,
    );
    (globalThis as { __renders?: string[] }).__renders = renders;
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('get the shell, not kept by the edge cache, while the site’s pages still render', async () => {
    const web = createWebHandler({
      distDir: dist,
      publicUrl: () => 'http://127.0.0.1',
      fetchGraphQL: async () => ({ data: null }),
      log: () => undefined,
      queryRendersPerSecond: 1,
    });
    const get = async (path: string) => {
      const res = await web(new Request(`http://127.0.0.1${path}`), new URL(`http://127.0.0.1${path}`));
      if (!res) throw new Error(`no page for ${path}`);
      return { html: await res.text(), uncacheable: res.headers.get(UNCACHEABLE_HEADER) };
    };
    const searches = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => get(`/screens?search=new-${i}`)));
    const rendered = searches.filter((p) => p.html.includes('<main>rendered</main>'));
    // Burst of two at one per second (the six arrive within a few milliseconds).
    expect(rendered).toHaveLength(2);
    for (const shell of searches.filter((p) => !p.html.includes('<main>rendered</main>'))) {
      expect(shell.html).toContain('<div id="root" data-locale="pt-BR"></div>');
      expect(shell.uncacheable).toBe('1');
    }
    expect(renders.filter((u) => u.startsWith('/screens?search='))).toHaveLength(2);
    for (const path of ['/screens', '/', '/about']) {
      expect((await get(path)).html, path).toContain('<main>rendered</main>');
    }
  });

  it('a render whose data ran past the time budget goes out as the shell, not kept', async () => {
    const web = createWebHandler({
      distDir: dist,
      publicUrl: () => 'http://127.0.0.1',
      fetchGraphQL: async () => ({
        data: null,
        errors: [{ message: 'late', extensions: { code: 'TIME_BUDGET_EXCEEDED' } }],
      }),
      log: () => undefined,
    });
    const res = await web(new Request('http://127.0.0.1/about/slow'), new URL('http://127.0.0.1/about/slow'));
    const html = (await res?.text()) ?? '';
    expect(html).not.toContain('<main>rendered</main>');
    expect(res?.headers.get(UNCACHEABLE_HEADER)).toBe('1');
  });
});
