// Each app's first screen (its card's picture): the first of the app page's order, flows
// alphabetical with "Other" last, then `order`. Read in one query for a whole list of apps, one row
// per app and flow, instead of every screen of every app (200,000 rows for the scale catalogue).
import type { Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { compareScreens } from './screens.ts';

type FlowHead = { appId: number; id: number; flow: string; order: number };

/** The id of each app's first visible screen, by app id (apps without one are left out). */
export async function firstScreenIds(ctx: ServiceContext, appIds: number[]): Promise<Map<number, number>> {
  if (appIds.length === 0) return new Map();
  // The head of each flow (the ("appId", flow, "order") index gives them in order); which flow comes
  // first is decided here with the app page's collator, which SQL collations do not reproduce.
  const heads = await ctx.db.$queryRaw<FlowHead[]>`
    SELECT DISTINCT ON ("appId", flow) "appId", id, flow, "order"
    FROM "Screen"
    WHERE "appId" = ANY(${appIds}::int[]) AND hidden = false
    ORDER BY "appId", flow, "order", id`;
  const best = new Map<number, FlowHead>();
  for (const head of heads) {
    const current = best.get(head.appId);
    if (!current || compareScreens(head as unknown as Screen, current as unknown as Screen) < 0) {
      best.set(head.appId, head);
    }
  }
  return new Map([...best].map(([appId, head]) => [appId, head.id]));
}

/** Each app's first screen, loaded with `query` (the GraphQL selection, so its relations come along). */
export async function firstScreens(
  ctx: ServiceContext,
  appIds: number[],
  query: object = {},
): Promise<Map<number, Screen>> {
  const ids = await firstScreenIds(ctx, appIds);
  if (ids.size === 0) return new Map();
  const rows = (await ctx.db.screen.findMany({ ...query, where: { id: { in: [...ids.values()] } } })) as Screen[];
  const byId = new Map(rows.map((s) => [s.id, s]));
  const out = new Map<number, Screen>();
  for (const [appId, id] of ids) {
    const screen = byId.get(id);
    if (screen) out.set(appId, screen);
  }
  return out;
}
