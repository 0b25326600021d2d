// Headers every response carries (HTML, JSON, images, the edge's own refusals) and the CORS rule.
// Helmet's set, trimmed to what this site needs: pages get their own CSP (script hashes) from the
// web handler; everything else gets one that allows nothing, because nothing else is a document.
import { createHash } from 'node:crypto';

export type SecurityOptions = {
  /** PUBLIC_URL: HSTS is sent only when the site is served over https. */
  publicUrl?: string;
  /** Origins pages may load images from besides their own (the configured image host). */
  imageOrigins?: string[];
};

/** A response's X-Frame-Options value that drops the header: the embed card, the one page others may frame. */
export const FRAMEABLE = 'x-frameable';

/**
 * A response header a static script or stylesheet carries (pages/static-files.ts) so the edge leaves
 * off the headers that apply only to documents and to cross-origin reads: a page's scripts and styles
 * are same-origin, and a policy, framing rule or opener rule on a script does nothing. Each script a
 * page loads carried ~320 bytes of them (13 on a contribution form, 4 KB of the 200 KB scripts budget,
 * issue 62). Never on what a browser could open as a document (SVG, HTML): those keep the locked policy.
 */
export const SUBRESOURCE = 'x-vitrine-subresource';
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'referrer-policy',
  'access-control-allow-origin',
  'access-control-expose-headers',
];

/** Anything that is not a page: no scripts, no framing, no plugins. */
export const LOCKED_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Browsers may read anything anonymous; credentials (cookies) are never granted to another origin.
// Auth here is a bearer token another origin cannot obtain, so reads with it carry no CSRF risk.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-request-id, retry-after, etag, x-cache',
};

export function baseHeaders(opts: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': LOCKED_CSP,
    ...CORS_HEADERS,
  };
  if (opts.publicUrl?.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/** A CORS preflight (OPTIONS with Access-Control-Request-Method) gets its answer here, for any path. */
export function preflight(request: Request): Response | null {
  if (request.method !== 'OPTIONS') return null;
  if (!request.headers.get('access-control-request-method')) {
    return new Response(null, { status: 204, headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } });
  }
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers':
        'content-type, authorization, accept, x-requested-with, x-collection-key, mcp-protocol-version, mcp-session-id, last-event-id',
      'access-control-max-age': '600',
    },
  });
}

export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** Hashes of a document's inline, executable scripts (JSON data blocks and external scripts excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(scriptHash(m[2] ?? ''));
  }
  return [...hashes];
}

/**
 * The pages' policy: scripts only from the site or with a known hash (pages are cached, so no
 * nonces), images only from the site and the configured image host (everything else goes through
 * /proxy-image). Styles allow inline: Chakra (emotion) writes its rules in <style> at run time.
 */
export function pageCsp(scriptHashes: string[], opts: SecurityOptions): string {
  const images = ["'self'", 'data:', 'blob:', ...(opts.imageOrigins ?? [])];
  const https = opts.publicUrl?.startsWith('https:');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // The contribution forms' proof of work runs in a worker from the site's own files; never a blob: one.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** GraphiQL (development only) loads its editor from a CDN and runs inline code. */
export const GRAPHIQL_CSP =
  "default-src 'self' https://unpkg.com; script-src 'self' 'unsafe-inline' https://unpkg.com; style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data: https:; frame-ancestors 'none'";
