import fc from 'fast-check';
import { problem, queryString, rawValue, send } from '../api/support/fuzz';
import { expect, test } from './support/fixtures';

// Server answers only (no browser): page routes under hostile paths and query strings. One width is
// enough for what the server sends, so this runs in the desktop project only.
const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 200);
const PAGE_QUERY = ['screen', 'tag', 'category', 'search', 'sort', 'country', 'timestamp'];

const routes: Record<string, { path: (v: string) => string; arb: fc.Arbitrary<string> }> = {
  '/app/:idOrSlug': { path: (v) => `/app/${v}`, arb: rawValue },
  '/en/app/:idOrSlug': { path: (v) => `/en/app/${v}?screen=${v}`, arb: rawValue },
  '/?…': { path: (q) => `/?${q}`, arb: queryString(PAGE_QUERY) },
  '/screens?…': { path: (q) => `/screens?${q}`, arb: queryString(PAGE_QUERY) },
  '/en/about?…': { path: (q) => `/en/about?${q}`, arb: queryString(PAGE_QUERY) },
  '/<any path>': { path: (v) => `/${v}/${v}`, arb: rawValue },
};

test.describe('page routes under hostile input', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers do not depend on the viewport');

  for (const [name, route] of Object.entries(routes)) {
    test(`${name}: ${RUNS} requests, never a 5xx or internals`, async ({ baseURL }) => {
      test.setTimeout(240_000);
      await fc.assert(
        fc.asyncProperty(route.arb, async (v) => {
          const path = route.path(v);
          expect(problem(await send(baseURL as string, 'GET', path), path)).toBeNull();
        }),
        { numRuns: RUNS },
      );
    });
  }

  test('the cases found by hand answer 4xx, not 500', async ({ baseURL }) => {
    for (const path of ['/app/%E0%A4%A', '/en/app/%E0%A4%A', '/app/%00', '/screens?tag=%00']) {
      const res = await send(baseURL as string, 'GET', path);
      expect(res.status, path).toBeLessThan(500);
    }
    const host = await send(baseURL as string, 'GET', '/', { headers: { host: 'evil example' } });
    expect(host.status).toBe(200);
    expect(host.text).not.toContain('evil');
  });
});
