// nodes(ids:) loads each type's ids with one query, with the selection made for that type, instead of
// one query per id (Pothos' default for Prisma nodes) and then one per relation under each of them:
// 100 screen ids with their apps took ~250 ms on PGlite that way (tests/db/cost-at-scale.test.ts).
import { brandWithType } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { visibleApp } from '../services/catalogue/apps.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { nodeDbId } from './inputs.ts';

// The same visibility as each type's own findUnique (types/app.ts, types/screen.ts).
const LOADERS = {
  App: (ctx: ServiceContext, query: object, ids: number[]) =>
    ctx.db.app.findMany({ ...query, where: { AND: [{ id: { in: ids } }, visibleApp] } }),
  Screen: (ctx: ServiceContext, query: object, ids: number[]) =>
    ctx.db.screen.findMany({
      ...query,
      where: { id: { in: ids }, hidden: false, app: visibleApp },
    }),
};

type GlobalId = { typename: string; id: string };

/** The nodes in the order asked, null for ids that name nothing (public); other types go to `fallback`. */
export async function loadNodes(
  ids: GlobalId[],
  ctx: ServiceContext,
  info: GraphQLResolveInfo,
  fallback: (ids: GlobalId[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  const results: unknown[] = ids.map(() => null);
  const others: number[] = [];
  await Promise.all(
    (Object.keys(LOADERS) as (keyof typeof LOADERS)[]).map(async (typename) => {
      const wanted = ids.flatMap((d, i) => (d.typename === typename ? [{ i, id: nodeDbId(d.id) }] : []));
      if (wanted.length === 0) return;
      const query = queryFromInfo({ context: ctx, info, typeName: typename });
      const rows = (await LOADERS[typename](ctx, query, [...new Set(wanted.map((w) => w.id))])) as { id: number }[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { i, id } of wanted) {
        const row = byId.get(id);
        if (row) brandWithType(row, typename as never);
        results[i] = row ?? null;
      }
    }),
  );
  ids.forEach((d, i) => {
    if (!(d.typename in LOADERS)) others.push(i);
  });
  if (others.length) {
    const loaded = await fallback(others.map((i) => ids[i] as GlobalId));
    others.forEach((i, k) => {
      results[i] = loaded[k] ?? null;
    });
  }
  return results;
}
