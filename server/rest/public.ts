import { appScope } from '../cache/cache-policy.ts';
import { findApp, listAppRows, movedSlug, recordAppView } from '../services/catalogue/apps.ts';
import { listCategories } from '../services/catalogue/categories.ts';
import { screenOriginal } from '../services/catalogue/screen-download.ts';
import { listAppScreens } from '../services/catalogue/screens.ts';
import { listAppScreensAsOf } from '../services/catalogue/screens-as-of.ts';
import { publicScreenById, similarPending, similarScreens } from '../services/catalogue/similar.ts';
import { findDoc } from '../services/documents/docs.ts';
import { GALLERY_SORTS, type GallerySort, galleryPage } from '../services/gallery/gallery.ts';
import { galleryFacets } from '../services/gallery/gallery-facets.ts';
import { stats, tagCounts } from '../services/gallery/stats.ts';
import { subscribe, subscriberCount } from '../services/newsletter/newsletter.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import {
  AlreadySubscribedError,
  issue,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../services/platform/errors.ts';
import { PLATFORM_LABEL } from '../services/platform/vocabulary.ts';
import { fromAnotherSite, mediaType, readForm } from './form.ts';
import { json, jsonText, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { appJson, screenJson, siteOf } from './serialize.ts';
import { safeBack, subscribePage } from './subscribe-page.ts';
import { langParam } from './unsubscribe-page.ts';

/** An app's old slug after a rename: the same resource at its current address. */
const movedTo = (location: string) =>
  new Response(null, { status: 301, headers: { location, 'cache-control': 'no-cache' } });

const param = (url: URL, name: string) => url.searchParams.get(name) ?? undefined;

/** The gallery's filters from a query string: every ?tag= counts (AND). */
const galleryFilter = (url: URL) => ({
  tags: url.searchParams.getAll('tag').join(','),
  category: param(url, 'category'),
  country: param(url, 'country'),
  platform: param(url, 'platform'),
  type: param(url, 'type'),
  app: param(url, 'app'),
  search: param(url, 'search'),
  status: param(url, 'status') as never,
  colour: param(url, 'colour'),
});

function sortParam(value: string | undefined): GallerySort | undefined {
  if (value === undefined || value === '') return undefined;
  if ((GALLERY_SORTS as readonly string[]).includes(value)) return value as GallerySort;
  throw new ValidationError([issue('sort', 'FIELD_ONE_OF', { values: GALLERY_SORTS.join(', ') })]);
}

/** Spec section 7's public calls, plus the gallery, stats and tags reads the pages need. */
export function publicRoutes(router: Router) {
  router
    .on('GET', '/api/apps', async (_req, _p, ctx, url) => {
      const apps = await listAppRows(
        ctx,
        {
          type: param(url, 'type'),
          platform: param(url, 'platform'),
          search: param(url, 'search'),
          category: param(url, 'category'),
          country: param(url, 'country'),
          sort: (param(url, 'sort') ?? 'none') as never,
          status: param(url, 'status') as never,
        },
        { json: true },
      );
      // Each app as the database keeps it (appJson's shape); with a search, how it matched (strong ones
      // first; see services/search/app-search.ts).
      const items = apps.map((a) => {
        const doc = a.json ?? '{}';
        return a.searchMatch ? `${doc.slice(0, -1)},"searchMatch":"${a.searchMatch}"}` : doc;
      });
      return jsonText(`[${items.join(',')}]`);
    })
    .on('GET', '/api/apps/:idOrSlug', async (_req, p, ctx, url) => {
      const app = await findApp(ctx, p.idOrSlug ?? '');
      const moved = movedSlug(app, p.idOrSlug ?? '');
      if (moved) return movedTo(`/api/apps/${moved}${url.search}`);
      return json(appJson(app), 200, appScope(app.id));
    })
    .on('GET', '/api/apps/:idOrSlug/screens', async (_req, p, ctx, url) => {
      const key = p.idOrSlug ?? '';
      if (!/^\d{1,9}$/.test(key.trim())) {
        // By slug: an old one (the app was renamed) answers with a redirect to the current one.
        const moved = await findApp(ctx, key).then(
          (a) => movedSlug(a, key),
          () => null,
        );
        if (moved) return movedTo(`/api/apps/${moved}/screens${url.search}`);
      }
      // ?asOf=2024: each screen with the capture it had then (issue 61); the same shape as today's list.
      const asOf = url.searchParams.get('asOf');
      const screens =
        asOf === null
          ? await listAppScreens(ctx, key)
          : (await listAppScreensAsOf(ctx, key, asOf)).map((s) => ({ ...s.screen, ...s.image }));
      const scope = screens[0] ? appScope(screens[0].appId) : {};
      return json(
        screens.map((s, position) => screenJson(s, siteOf(ctx), position)),
        200,
        scope,
      );
    })
    .on('POST', '/api/apps/:idOrSlug/views', async (_req, p, ctx) =>
      json({ viewCount: await recordAppView(ctx, p.idOrSlug ?? '') }),
    )
    .on('GET', '/api/categories', async (_req, _p, ctx) =>
      json(
        (await listCategories(ctx)).map((c) => ({
          name: c.name,
          iconUrl: c.cloudinaryIconUrl ?? c.iconUrl,
          hidden: c.hidden,
        })),
      ),
    )
    .on('GET', '/api/screens', async (_req, _p, ctx, url) => {
      const first = param(url, 'first');
      const page = await galleryPage(ctx, galleryFilter(url), {
        first: first === undefined ? undefined : Number(first),
        after: param(url, 'after'),
        sort: sortParam(param(url, 'sort')),
        count: true,
      });
      return json({
        screens: page.items.map((s) => screenJson(s, siteOf(ctx))),
        totalCount: await page.totalCount(),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      });
    })
    .on('GET', '/api/screens/facets', async (_req, _p, ctx, url) =>
      json(restFacets(await galleryFacets(ctx, galleryFilter(url)))),
    )
    .on('GET', '/api/screens/:id/download', async (_req, p, ctx) => {
      const original = await screenOriginal(ctx, p.id ?? '');
      return new Response(new Uint8Array(original.bytes), {
        headers: {
          'content-type': original.contentType,
          'content-disposition': `attachment; filename="${original.filename}"`,
          'cache-control': 'public, max-age=300',
          'content-security-policy': "default-src 'none'; sandbox",
        },
      });
    })
    .on('GET', '/api/screens/:id/similar', async (_req, p, ctx, url) => {
      const id = Number(p.id);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
        throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(p.id).slice(0, 100) });
      const screen = await publicScreenById(ctx, id);
      const first = param(url, 'first');
      const similar = await similarScreens(ctx, screen, {
        first: first === undefined ? undefined : Number(first),
        sameApp: param(url, 'sameApp') === 'true',
      });
      return json({
        screens: similar.map((s) => ({ ...screenJson(s.screen, siteOf(ctx)), score: s.score })),
        pending: await similarPending(ctx, screen.id),
      });
    })
    .on('GET', '/api/docs/:title', async (_req, p, ctx, url) =>
      json(findDoc(p.title ?? '', url.searchParams.get('lang') === 'en' ? 'en' : 'pt', ctx.siteOrigin ?? url.origin)),
    )
    .on('GET', '/api/stats', async (_req, _p, ctx) => json(await stats(ctx)))
    .on('GET', '/api/tags', async (_req, _p, ctx) => json(await tagCounts(ctx)))
    .on('GET', '/api/newsletter/subscribers', async (_req, _p, ctx) => json({ count: await subscriberCount(ctx) }))
    .on('POST', '/api/newsletter/subscribe', async (req, _p, ctx) => {
      if (mediaType(req) === 'application/x-www-form-urlencoded') return subscribeByForm(req, ctx);
      const result = await subscribe(ctx, await readJson(req));
      return json({ message: 'Subscribed', ...result }, 201);
    });
}

/** The footer form posted without its script: same service, answered with a page (rest/subscribe-page.ts). */
async function subscribeByForm(req: Request, ctx: ServiceContext): Promise<Response> {
  const form = await readForm(req);
  const lang = langParam(form.get('language')) ?? 'pt';
  const back = safeBack(form.get('back'), lang);
  if (fromAnotherSite(req)) return subscribePage(lang, 'refused', back);
  try {
    await subscribe(ctx, { email: form.get('email') ?? '', language: lang, page: back });
    return subscribePage(lang, 'subscribed', back);
  } catch (e) {
    if (e instanceof AlreadySubscribedError) return subscribePage(lang, 'already', back);
    if (e instanceof ValidationError) return subscribePage(lang, 'invalid', back);
    if (e instanceof RateLimitedError) return subscribePage(lang, 'limited', back);
    throw e;
  }
}

/** REST carries the spec's spelling (`Cross-platform`); GraphQL's enum name cannot hold the hyphen. */
function restFacets(facets: Awaited<ReturnType<typeof galleryFacets>>) {
  const spelled = (v: string) => PLATFORM_LABEL[v] ?? v;
  const platform = facets.platform.map((o) => ({ ...o, value: spelled(o.value), label: spelled(o.label) }));
  return { ...facets, platform };
}
