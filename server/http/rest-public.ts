import { findApp, listApps, recordAppView } from '../services/apps.ts';
import { listCategories } from '../services/categories.ts';
import { subscribe, subscriberCount } from '../services/newsletter.ts';
import { listAppScreens, pageScreens } from '../services/screens.ts';
import { stats, tagCounts } from '../services/stats.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { appJson, screenJson } from './serialize.ts';

const param = (url: URL, name: string) => url.searchParams.get(name) ?? undefined;

/** Spec section 7's public calls, plus the gallery, stats and tags reads the pages need. */
export function publicRoutes(router: Router) {
  router
    .on('GET', '/api/apps', async (_req, _p, ctx, url) => {
      const apps = await listApps(ctx, {
        type: param(url, 'type'),
        platform: param(url, 'platform'),
        search: param(url, 'search'),
        category: param(url, 'category'),
        country: param(url, 'country'),
        sort: (param(url, 'sort') ?? 'none') as never,
      });
      return json(apps.map(appJson));
    })
    .on('GET', '/api/apps/:idOrSlug', async (_req, p, ctx) => json(appJson(await findApp(ctx, p.idOrSlug ?? ''))))
    .on('GET', '/api/apps/:idOrSlug/screens', async (_req, p, ctx) =>
      json((await listAppScreens(ctx, p.idOrSlug ?? '')).map((s) => screenJson(s))),
    )
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
      const page = await pageScreens(
        ctx,
        {
          tags: url.searchParams.getAll('tag').join(','),
          category: param(url, 'category'),
          country: param(url, 'country'),
          search: param(url, 'search'),
        },
        { first: first === undefined ? undefined : Number(first), after: param(url, 'after') },
      );
      return json({
        screens: page.items.map((s) => screenJson(s)),
        totalCount: page.totalCount,
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      });
    })
    .on('GET', '/api/stats', async (_req, _p, ctx) => json(await stats(ctx)))
    .on('GET', '/api/tags', async (_req, _p, ctx) => json(await tagCounts(ctx)))
    .on('GET', '/api/newsletter/subscribers', async (_req, _p, ctx) => json({ count: await subscriberCount(ctx) }))
    .on('POST', '/api/newsletter/subscribe', async (req, _p, ctx) => {
      const result = await subscribe(ctx, await readJson(req));
      return json({ message: 'Subscribed', ...result }, 201);
    });
}
