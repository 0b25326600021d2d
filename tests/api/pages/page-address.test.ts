// One address per page (routing spec: repeated slashes lead to the one address of the page).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWebHandler } from '../../../server/pages/index.ts';
import { pageAddress } from '../../../server/pages/page-address.ts';

// What react-router does with a page's path before rendering it: decode each segment (keeping '/'
// escaped), escape % ? #, and parse the result with `new URL()` against a base.
function routerReparse(pathname: string): URL {
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  return new URL(decoded.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'), 'http://localhost');
}

const escaped = fc.constantFrom('%09', '%0A', '%0d', '%5C', '%5c', '%2F', '%25', '%00', '/', '//', 'a', '%', ' ', '\\');

describe('page addresses', () => {
  it('redirects repeated slashes, escaped tabs and line breaks and escaped backslashes to one address', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-address-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
    const web = createWebHandler({
      distDir: dist,
      publicUrl: () => 'http://127.0.0.1',
      fetchGraphQL: async () => ({ data: { app: null } }),
      log: () => {},
    });
    const get = (path: string) => web(new Request(`http://127.0.0.1${path}`), new URL(`http://127.0.0.1${path}`));
    const cases: [string, string][] = [
      ['//en//about?x=1', '/en/about?x=1'],
      ['/%09/%09', '/'],
      ['/app/meu-inss%0A', '/app/meu-inss'],
      ['/%5Cevil.example', '/evil.example'],
      ['/%%0909', '/'],
    ];
    for (const [path, location] of cases) {
      const res = (await get(path)) as Response;
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 301, location]);
    }
    expect(((await get('/app/meu-inss')) as Response).status).toBe(404);
    expect(await get('/api/apps')).toBeNull();
  });

  it('every address it leaves alone or gives reaches the router as a path on the same host', () => {
    fc.assert(
      fc.property(fc.array(escaped, { maxLength: 12 }), (parts) => {
        // As the server sees it: a request line's path, parsed.
        const { pathname } = new URL(`http://127.0.0.1/${parts.join('')}`);
        const address = pageAddress(pathname) ?? pathname;
        expect(pageAddress(address)).toBeNull();
        const url = routerReparse(address);
        expect(url.host).toBe('localhost');
      }),
      { numRuns: 2000 },
    );
  });
});
