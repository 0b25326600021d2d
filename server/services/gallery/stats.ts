import type { ServiceContext } from '../platform/context.ts';
import { LIVE_APP } from './gallery-filter.ts';

export type TagCount = { name: string; count: number };

// Both read the per-app summaries (one row per app, kept by the database: services/catalogue/summaries.ts),
// never the screens themselves: at 200,000 screens the aggregates over every screen took 170–350 ms.

/** Component tags over the public gallery (live apps only), most used first. */
export async function tagCounts(ctx: ServiceContext, limit = 200): Promise<TagCount[]> {
  const rows = await ctx.db.$queryRaw<{ name: string; count: bigint | number }[]>`
    SELECT t.key AS name, SUM(t.value::int) AS count
    FROM "App" a CROSS JOIN LATERAL jsonb_each_text(a."tagCounts") AS t
    WHERE ${LIVE_APP}
    GROUP BY t.key
    ORDER BY SUM(t.value::int) DESC, t.key ASC
    LIMIT ${limit}`;
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** The about page's four counters in one round trip. */
export async function stats(ctx: ServiceContext) {
  const rows = await ctx.db.$queryRaw<{ apps: bigint; screens: bigint; tags: bigint; categories: bigint }[]>`
    SELECT
      (SELECT COUNT(*) FROM "App" a WHERE ${LIVE_APP}) AS apps,
      (SELECT COALESCE(SUM(a."screenCount"), 0) FROM "App" a WHERE ${LIVE_APP}) AS screens,
      (SELECT COUNT(DISTINCT k) FROM "App" a CROSS JOIN LATERAL jsonb_object_keys(a."tagCounts") AS k WHERE ${LIVE_APP}) AS tags,
      (SELECT COUNT(*) FROM "Category" WHERE name <> 'Todos') AS categories`;
  const r = rows[0];
  return {
    apps: Number(r?.apps ?? 0),
    screens: Number(r?.screens ?? 0),
    tags: Number(r?.tags ?? 0),
    categories: Number(r?.categories ?? 0),
  };
}
