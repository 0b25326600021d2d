import type { ServiceContext } from './context.ts';
import { HIDE } from './vocabulary.ts';

export type TagCount = { name: string; count: number };

/** Component tags over the public gallery (live apps only), most used first. */
export async function tagCounts(ctx: ServiceContext, limit = 200): Promise<TagCount[]> {
  const rows = await ctx.db.$queryRaw<{ name: string; count: bigint | number }[]>`
    SELECT t.name, COUNT(*) AS count
    FROM "Screen" s
    JOIN "App" a ON a.id = s."appId"
    CROSS JOIN LATERAL unnest(s.tags) AS t(name)
    WHERE s.hidden = false AND a.planned = false AND (a.status IS NULL OR a.status <> ${HIDE})
    GROUP BY t.name
    ORDER BY COUNT(*) DESC, t.name ASC
    LIMIT ${limit}`;
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** The about page's four counters in one round trip (GROUP BY, not COUNT(DISTINCT): hashed, 4× faster at 200k). */
export async function stats(ctx: ServiceContext) {
  const rows = await ctx.db.$queryRaw<{ apps: bigint; screens: bigint; tags: bigint; categories: bigint }[]>`
    SELECT
      (SELECT COUNT(*) FROM "App" WHERE planned = false AND (status IS NULL OR status <> ${HIDE})) AS apps,
      (SELECT COUNT(*) FROM "Screen" s JOIN "App" a ON a.id = s."appId"
         WHERE s.hidden = false AND a.planned = false AND (a.status IS NULL OR a.status <> ${HIDE})) AS screens,
      (SELECT COUNT(*) FROM (SELECT t FROM "Screen" s JOIN "App" a ON a.id = s."appId"
         CROSS JOIN LATERAL unnest(s.tags) AS t
         WHERE s.hidden = false AND a.planned = false AND (a.status IS NULL OR a.status <> ${HIDE})
         GROUP BY t) d) AS tags,
      (SELECT COUNT(*) FROM "Category" WHERE name <> 'Todos') AS categories`;
  const r = rows[0];
  return {
    apps: Number(r?.apps ?? 0),
    screens: Number(r?.screens ?? 0),
    tags: Number(r?.tags ?? 0),
    categories: Number(r?.categories ?? 0),
  };
}
