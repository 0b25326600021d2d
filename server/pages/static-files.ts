import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { SUBRESOURCE } from '../http/security.ts';
import { compress, type Encoding, isCompressible, pickEncoding } from './compress.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // A plain page put beside the build (the web bench's control row); the app's pages are rendered.
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** What the site's pages load as same-origin subresources and a browser never opens as a document. */
const SUBRESOURCE_TYPES = new Set([TYPES['.js'], TYPES['.css']]);

// Never public: the HTML template (pages go through the renderer), the SSR bundle and the manifest.
const PRIVATE = /^\/(index\.html$|server\/|\.vite\/)/;

/** Built files from web/dist; hashed /assets/* are immutable, compressed once and kept in memory. */
export function createStaticFiles(distDir: string) {
  const root = normalize(distDir);
  const cache = new Map<string, Buffer>();

  return (request: Request, url: URL): Response | null => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    if (pathname === '/' || PRIVATE.test(pathname) || !extname(pathname)) return null;
    const path = normalize(join(root, pathname));
    if (!path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) return null;
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const hashed = pathname.startsWith('/assets/');
    const encoding: Encoding = isCompressible(type) ? pickEncoding(request) : null;
    const key = `${path}|${encoding}`;
    let body = cache.get(key);
    if (!body) {
      body = compress(readFileSync(path), encoding, 'best');
      if (hashed) cache.set(key, body);
    }
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    // A hashed script or stylesheet: without the document-only headers (http/security.ts, SUBRESOURCE).
    if (hashed && SUBRESOURCE_TYPES.has(type)) headers[SUBRESOURCE] = '1';
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers });
  };
}
