// The open-data routes: bulk exports (files on disk per data version, limited per address), the DCAT
// catalogue and the Atom feeds. Public data only, through the same services as the site.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { etagMatches } from '../images/variant-service.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { languageOfRequest } from '../services/platform/messages.ts';
import { dcatCatalog } from './catalog.ts';
import type { ExportFiles, Rows } from './export-files.ts';
import { atomFeed, FEEDS } from './feed.ts';
import { appsJson, type OpenDataSite, screensCsv, screensJson } from './open-data-rows.ts';
import { refusal } from './respond.ts';
import type { Router } from './router.ts';

const DATASETS: Record<string, { rows: (site: OpenDataSite) => Rows; type: string }> = {
  'apps.json': { rows: appsJson, type: 'application/json; charset=utf-8' },
  'screens.json': { rows: screensJson, type: 'application/json; charset=utf-8' },
  'screens.csv': { rows: screensCsv, type: 'text/csv; charset=utf-8' },
};
// Exports change only with the catalogue: a client may keep one a few minutes and revalidate by ETag.
const KEEP = 'public, max-age=300';

export type OpenDataDeps = { files: ExportFiles; site: (request: Request) => OpenDataSite };

export function openDataRoutes(router: Router, deps: OpenDataDeps) {
  router
    .on('GET', '/api/export/:file', async (req, p, ctx) => {
      const dataset = DATASETS[p.file ?? ''];
      if (!dataset) {
        const values = Object.keys(DATASETS).join(', ');
        return refusal(404, 'NOT_FOUND', 'FIELD_ONE_OF', { field: 'file', values }, ctx.language);
      }
      const site = deps.site(req);
      const file = await deps.files.current(p.file as string, dataset.rows(site));
      const headers = {
        'content-type': dataset.type,
        etag: `"${file.version}"`,
        'cache-control': KEEP,
        'content-disposition': `attachment; filename="vitrine-publica-${p.file}"`,
        link: `<${site.licence.url}>; rel="license"`,
      };
      // Polling by ETag, as the developers' page recommends, never uses up the limit: only a download counts.
      if (etagMatches(req.headers.get('if-none-match'), headers.etag))
        return new Response(null, { status: 304, headers });
      await ctx.limits.exportDownload(ctx.clientIp);
      const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
      return new Response(body, { headers: { ...headers, 'content-length': String(file.size) } });
    })
    .on('GET', '/api/catalog.jsonld', async (req, _p, ctx) => {
      const catalog = await dcatCatalog(ctx, deps.site(req));
      return validated(req, JSON.stringify(catalog), 'application/ld+json; charset=utf-8');
    });
}

/** The feed's language at this path, or null: /feed.atom and /en/feed.atom, outside /api like the pages they list. */
export const feedLanguage = (pathname: string) =>
  pathname === FEEDS.pt.path ? 'pt' : pathname === FEEDS.en.path ? 'en' : null;

export function feedRoute(deps: Pick<OpenDataDeps, 'site'>, context: (request: Request) => ServiceContext) {
  return async (request: Request, url: URL, lang: 'pt' | 'en'): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const params = { method: request.method.slice(0, 20), allow: 'GET, HEAD' };
      return refusal(405, 'METHOD_NOT_ALLOWED', 'METHOD_NOT_ALLOWED', params, languageOfRequest(request.headers), {
        allow: 'GET, HEAD',
      });
    }
    const xml = await atomFeed(context(request), deps.site(request), lang, url.searchParams.get('after') ?? undefined);
    const updated = /<updated>([^<]+)<\/updated>/.exec(xml)?.[1];
    return validated(request, xml, 'application/atom+xml; charset=utf-8', updated ? new Date(updated) : undefined);
  };
}

/** A generated document with its validators (a strong ETag of its bytes, Last-Modified when known): 304 when unchanged. */
function validated(request: Request, text: string, type: string, modified?: Date): Response {
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': KEEP,
    etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
  };
  if (modified && !Number.isNaN(modified.getTime())) headers['last-modified'] = modified.toUTCString();
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  const unchanged = request.headers.has('if-none-match')
    ? etagMatches(request.headers.get('if-none-match'), headers.etag as string)
    : modified !== undefined && !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
  if (unchanged) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : text, { headers });
}
