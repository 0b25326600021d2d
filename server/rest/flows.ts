// Journey kinds over REST (issue 61), on the same services as GraphQL: the public index of kinds, an
// app's flows with their kinds, and the admin's choice of one flow's kind.
import { appFlowKinds, setFlowKind } from '../services/flows/flow-choices.ts';
import { listFlowKinds } from '../services/flows/flow-index.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';

export function flowRoutes(router: Router) {
  router
    .on('GET', '/api/flows', async (_req, _p, ctx) => json(await listFlowKinds(ctx)))
    .on('GET', '/api/apps/:id/flows', async (_req, p, ctx) => {
      const id = Number(p.id);
      return json(Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await appFlowKinds(ctx.db, id) : []);
    })
    .on('PUT', '/api/admin/apps/:id/flows', async (req, p, ctx) =>
      json(await setFlowKind(ctx, async () => ({ ...((await readJson(req)) as object), appId: p.id }))),
    );
}
