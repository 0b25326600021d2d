// The open-data routes: bulk exports (files on disk per data version, limited per address), the DCAT
// catalogue and the Atom feeds. Public data only, through the same services as the site.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { etagMatches } from '../images/variant-service.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { dcatCatalog } from './catalog.ts';
import type { ExportFiles, Rows } from './export-files.ts';
import { atomFeed, FEEDS } from './feed.ts';
import { appsJson, type OpenDataSite, screensCsv, screensJson } from './open-data-rows.ts';
import { json } from './respond.ts';
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
      if (!dataset) return json({ message: 'No such export: apps.json, screens.json or screens.csv' }, 404);
      await ctx.limits.exportDownload(ctx.clientIp);
      const site = deps.site(req);
      const file = await deps.files.current(p.file as string, dataset.rows(site));
      const headers = {
        'content-type': dataset.type,
        etag: `"${file.version}"`,
        'cache-control': KEEP,
        'content-disposition': `attachment; filename="vitrine-publica-${p.file}"`,
        link: `<${site.licence.url}>; rel="license"`,
      };
      if (etagMatches(req.headers.get('if-none-match'), headers.etag))
        return new Response(null, { status: 304, headers });
      const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
      return new Response(body, { headers: { ...headers, 'content-length': String(file.size) } });
    })
    .on('GET', '/api/catalog.jsonld', async (req, _p, ctx) => {
      const catalog = await dcatCatalog(ctx, deps.site(req));
      return new Response(JSON.stringify(catalog), {
        headers: { 'content-type': 'application/ld+json; charset=utf-8', 'cache-control': KEEP },
      });
    });
}

/** The feed's language at this path, or null: /feed.atom and /en/feed.atom, outside /api like the pages they list. */
export const feedLanguage = (pathname: string) =>
  pathname === FEEDS.pt.path ? 'pt' : pathname === FEEDS.en.path ? 'en' : null;

export function feedRoute(deps: Pick<OpenDataDeps, 'site'>, context: (request: Request) => ServiceContext) {
  return async (request: Request, url: URL, lang: 'pt' | 'en'): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json({ message: 'GET only' }, 405, { allow: 'GET, HEAD' });
    const xml = await atomFeed(context(request), deps.site(request), lang, url.searchParams.get('after') ?? undefined);
    return new Response(request.method === 'HEAD' ? null : xml, {
      headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': KEEP },
    });
  };
}
