// Journey kinds over REST (issue 61), on the same services as GraphQL: the public index of kinds, one
// kind's rows across apps, an app's flows with their kinds, and the admin's choice of one flow's kind.
import { appFlowKinds, setFlowKind } from '../services/flows/flow-choices.ts';
import { listFlowKinds } from '../services/flows/flow-index.ts';
import { flowKindPage } from '../services/flows/flow-rows.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { appJson, screenJson, siteOf } from './serialize.ts';

const QUERY = ['type', 'platform', 'category', 'country', 'status', 'first', 'after', 'screens'] as const;

export function flowRoutes(router: Router) {
  router
    .on('GET', '/api/flows', async (_req, _p, ctx) => json(await listFlowKinds(ctx)))
    .on('GET', '/api/flows/:kind', async (_req, p, ctx, url) => {
      const query = Object.fromEntries(
        QUERY.flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)]] : [])),
      );
      const apps = url.searchParams.get('apps')?.split(',').filter(Boolean);
      const page = await flowKindPage(ctx, { ...query, ...(apps && { apps }), kind: p.kind ?? '' });
      const site = siteOf(ctx);
      return json({
        kind: { slug: page.kind.slug, pt: page.kind.pt, en: page.kind.en },
        rows: page.rows.map((r) => ({
          app: appJson(r.app),
          flow: r.flow,
          screenCount: r.screenCount,
          screens: r.screens.map((s) => screenJson(s, site)),
        })),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      });
    })
    .on('GET', '/api/apps/:id/flows', async (_req, p, ctx) => {
      const id = Number(p.id);
      return json(Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await appFlowKinds(ctx.db, id) : []);
    })
    .on('PUT', '/api/admin/apps/:id/flows', async (req, p, ctx) =>
      json(await setFlowKind(ctx, async () => ({ ...((await readJson(req)) as object), appId: p.id }))),
    );
}
