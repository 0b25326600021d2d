import { UNCACHEABLE_HEADER } from '../cache/response-cache.ts';
import { inlineScriptHashes, pageCsp, type SecurityOptions } from '../http/security.ts';
import { COLLECTION_PAGE } from './collection-meta.ts';
import { compress, pickEncoding } from './compress.ts';
import { createDocument } from './document.ts';
import { createMicroCache } from './micro-cache.ts';
import { pageAddress } from './page-address.ts';
import { type FetchGraphQL, pageMeta } from './page-meta.ts';
import { createRenderBudget } from './render-budget.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { createStaticFiles } from './static-files.ts';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_HTML, watchAvailability } from './unavailable.ts';

export type WebHandlerOptions = {
  /** The Vite build output (web/dist), with the server renderer in dist/server when built. */
  distDir: string;
  /** Public origin for canonical, Open Graph and sitemap URLs (PUBLIC_URL or the listening address). */
  publicUrl: () => string;
  /** Runs a GraphQL operation in-process and resolves to its JSON result ({ data, errors }). */
  fetchGraphQL: FetchGraphQL;
  log?: (message: string, error?: unknown) => void;
  /** How long a rendered page is reused; 0 turns the cache off. */
  pageCacheMs?: number;
  /** For the pages' Content-Security-Policy (image origins, https). */
  security?: SecurityOptions;
  /** Server renders per second of addresses with a query string (searches); the rest get the shell. 0: no bound. */
  queryRendersPerSecond?: number;
};

/**
 * A visitor's collection page (issue 38): never kept (an edit shows at once), never indexed, and no
 * Referer leaves it (its address is the only thing keeping an unlisted collection unlisted).
 */
const COLLECTION_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  [UNCACHEABLE_HEADER]: '1',
};

/** A contribution's status page (issue 53 item 9): its secret is in the fragment, kept private all the same. */
const STATUS_PAGE = /^\/(en\/)?contribuicao\/status\/?$/;

// Paths the API and media layers own; the web handler never answers for them.
const NOT_OURS = /^\/(api|graphql|media|proxy-image)(\/|$)/;

/** Serves the built web app: assets, every public page's HTML with its head, sitemap.xml and robots.txt. */
export function createWebHandler(opts: WebHandlerOptions) {
  const log = opts.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const staticFiles = createStaticFiles(opts.distDir);
  const renderDocument = createDocument(opts.distDir, log);
  const renderBudget = createRenderBudget(opts.queryRendersPerSecond);
  const pageCache = createMicroCache<{
    status: number;
    html: string | null;
    rendered: boolean;
    csp?: string;
    redirect?: string;
  }>({
    ttlMs: opts.pageCacheMs ?? 10_000,
    maxEntries: 200,
    // Pages are 50–250 KB: distinct addresses (any search) must not hold more than this.
    maxBytes: 16 * 1024 * 1024,
    weigh: (page) => (page.html?.length ?? 0) + (page.csp?.length ?? 0),
  });

  const text = (request: Request, body: string, type: string, cache: string, status = 200) => {
    const encoding = pickEncoding(request);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': cache, vary: 'accept-encoding' };
    if (encoding) headers['content-encoding'] = encoding;
    const bytes = request.method === 'HEAD' ? null : new Uint8Array(compress(Buffer.from(body), encoding, 'fast'));
    return new Response(bytes, { status, headers });
  };

  const handle = async (request: Request, url: URL): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (NOT_OURS.test(url.pathname)) return null;
    const address = pageAddress(url.pathname);
    if (address !== null) {
      const location = `${address}${url.search}`;
      return new Response(null, { status: 301, headers: { location, 'cache-control': 'public, max-age=3600' } });
    }
    if (url.pathname === '/robots.txt') {
      return text(request, robotsTxt(opts.publicUrl()), 'text/plain; charset=utf-8', 'public, max-age=3600');
    }
    if (url.pathname === '/sitemap.xml') {
      const watch = watchAvailability(opts.fetchGraphQL);
      const xml = await sitemapXml(opts.publicUrl(), watch.fetchGraphQL);
      if (watch.unavailable()) return unavailable(request);
      return text(request, xml, 'application/xml; charset=utf-8', 'public, max-age=600');
    }
    const file = staticFiles(request, url);
    if (file) return file;
    // Anything with a file extension that is not a built file is a plain 404, not a page.
    if (/\.\w+$/.test(url.pathname) && url.pathname !== '/index.html') return null;
    const pageUrl = url.pathname === '/index.html' ? new URL('/', url) : url;
    const origin = opts.publicUrl();
    const collectionPage = COLLECTION_PAGE.test(pageUrl.pathname) || STATUS_PAGE.test(pageUrl.pathname);
    const produce = async () => {
      const watch = watchAvailability(opts.fetchGraphQL);
      const meta = await pageMeta(pageUrl, watch.fetchGraphQL);
      if (meta.redirect) return { status: 301, html: '', redirect: meta.redirect, rendered: true, csp: undefined };
      let page = await renderDocument(pageUrl, meta, origin, watch.fetchGraphQL, renderBudget.allow(pageUrl));
      // Not kept (rendered: false): the first request after the database is back renders again.
      if (watch.unavailable()) return { status: 503, html: UNAVAILABLE_HTML, rendered: false, csp: pageCsp([], {}) };
      // A render whose data ran past the request's time budget would show (and cache) its errors: shell instead.
      if (watch.overBudget()) page = await renderDocument(pageUrl, meta, origin, watch.fetchGraphQL, false);
      // Hashed once per rendered page: the cached page and its policy always travel together.
      const csp = page.html === null ? undefined : pageCsp(inlineScriptHashes(page.html), opts.security ?? {});
      return { status: meta.status, ...page, csp };
    };
    const { status, html, csp, rendered, redirect } = collectionPage
      ? await produce()
      : await pageCache(`${origin}${pageUrl.pathname}${pageUrl.search}`, produce, (page) => page.rendered);
    if (redirect)
      return new Response(null, { status: 301, headers: { location: redirect, 'cache-control': 'no-cache' } });
    if (html === null) return null;
    const response = text(request, html, 'text/html; charset=utf-8', status === 503 ? 'no-store' : 'no-cache', status);
    if (collectionPage)
      for (const [name, value] of Object.entries(COLLECTION_HEADERS)) response.headers.set(name, value);
    if (csp) response.headers.set('content-security-policy', csp);
    if (status === 503) response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    // A page the server could not render is the browser's to finish: never kept by the edge cache.
    if (!rendered) response.headers.set(UNCACHEABLE_HEADER, '1');
    return response;
  };

  // A write to the catalogue drops every cached page: the next visitor sees it at once.
  return Object.assign(handle, { invalidate: (match?: (address: string) => boolean) => pageCache.clear(match) });

  function unavailable(request: Request) {
    const response = text(request, UNAVAILABLE_HTML, 'text/html; charset=utf-8', 'no-store', 503);
    response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    response.headers.set('content-security-policy', pageCsp([], {}));
    return response;
  }
}
