// How many screens each filter option would show, given the other active filters: a visitor sees
// "Saúde (12)" before clicking, never an option that leads to an empty page. Tags count with every
// filter applied (they combine with AND); every other dimension leaves itself out.
//
// Two statements whatever the filter: the screens are counted per app once (the five app dimensions
// then add those counts up, each with its own app conditions), and per tag once. Six scans with
// COUNT(DISTINCT) took 2.0 s at 200,000 screens.
import { Prisma } from '../../generated/prisma/client.ts';
import { categoryNameEn, listCategories } from '../catalogue/categories.ts';
import type { ServiceContext } from '../platform/context.ts';
import { type FacetDimension, galleryFilterParts, type ScreenFilterInput } from './gallery-filter.ts';

export type FacetOption = { value: string; label: string; labelEn: string; count: number };
export type GalleryFacets = Record<FacetDimension, FacetOption[]>;

/** At most this many options per dimension (the GraphQL cost of the lists counts on it). */
export const FACET_LIMITS = { tags: 60, options: 500 };

type AppDimension = Exclude<FacetDimension, 'tags'>;
const APP_DIMENSIONS: Record<AppDimension, { value: Prisma.Sql; label: Prisma.Sql; from?: Prisma.Sql }> = {
  category: {
    value: Prisma.sql`c.v`,
    label: Prisma.sql`c.v`,
    from: Prisma.sql`CROSS JOIN LATERAL (SELECT DISTINCT v FROM unnest(a.categories) AS u(v)) AS c(v)`,
  },
  country: { value: Prisma.sql`a.country`, label: Prisma.sql`a.country` },
  platform: { value: Prisma.sql`a.platform::text`, label: Prisma.sql`a.platform::text` },
  type: { value: Prisma.sql`a.type::text`, label: Prisma.sql`a.type::text` },
  app: { value: Prisma.sql`a.slug`, label: Prisma.sql`min(a.name)` },
};

/** An app's visible screens, or those carrying `tag`, from its summary (`a`). */
export const summaryCount = (tag?: string) =>
  tag === undefined ? Prisma.sql`a."screenCount"` : Prisma.sql`COALESCE((a."tagCounts" ->> ${tag})::int, 0)`;

type Row = { dimension: FacetDimension; value: string | null; label: string | null; count: bigint | number };

export async function galleryFacets(ctx: ServiceContext, input: ScreenFilterInput): Promise<GalleryFacets> {
  const parts = await galleryFilterParts(ctx, input);
  const dimensions = Object.keys(APP_DIMENSIONS) as AppDimension[];
  // Each app dimension adds up per-app counts (thousands of rows), not screens.
  const branches = dimensions.map((d) => {
    const e = APP_DIMENSIONS[d];
    return Prisma.sql`(SELECT ${d}::text AS dimension, ${e.value} AS value, ${e.label} AS label, SUM(p.n) AS count
      FROM per_app p JOIN "App" a ON a.id = p.id ${e.from ?? Prisma.empty}
      WHERE p.n > 0 AND ${parts.appWhere(d)}
      GROUP BY ${e.value} ORDER BY SUM(p.n) DESC, ${e.value} ASC LIMIT ${FACET_LIMITS.options})`;
  });
  // Two statements, run side by side: in one (a CTE both aggregates read) PostgreSQL took 680 ms
  // instead of 40 + 190 ms, spilling 200,000 rows. Without a search and with at most one tag, both
  // read the per-app summaries instead (one row per app, services/catalogue/summaries.ts).
  const summarized = !parts.filter.search && !parts.filter.colour && (parts.filter.tags?.length ?? 0) <= 1;
  const perApp = summarized
    ? Prisma.sql`SELECT a.id, ${summaryCount(parts.filter.tags?.[0])} AS n FROM "App" a`
    : Prisma.sql`SELECT s."appId" AS id, COUNT(*) AS n FROM ${parts.screens} s WHERE ${parts.screenWhere} GROUP BY s."appId"`;
  const [byApp, tags] = await Promise.all([
    ctx.db.$queryRaw<Row[]>`
      WITH per_app AS (${perApp})
      ${Prisma.join(branches, ' UNION ALL ')}`,
    summarized && !parts.filter.tags?.length
      ? ctx.db.$queryRaw<Row[]>`
      SELECT 'tags' AS dimension, t.key AS value, t.key AS label, SUM(t.value::int) AS count
      FROM "App" a CROSS JOIN LATERAL jsonb_each_text(a."tagCounts") AS t
      WHERE ${parts.appWhere('tags')}
      GROUP BY t.key ORDER BY SUM(t.value::int) DESC, t.key ASC LIMIT ${FACET_LIMITS.tags}`
      : // A screen counts once per tag even if its array repeats one (hence DISTINCT per row, not per group).
        ctx.db.$queryRaw<Row[]>`
      SELECT 'tags' AS dimension, t.v AS value, t.v AS label, COUNT(*) AS count
      ${parts.from}
      CROSS JOIN LATERAL (SELECT DISTINCT v FROM unnest(s.tags) AS u(v)) AS t(v)
      WHERE ${parts.where()}
      GROUP BY t.v ORDER BY COUNT(*) DESC, t.v ASC LIMIT ${FACET_LIMITS.tags}`,
  ]);
  const facets: GalleryFacets = { tags: [], category: [], country: [], platform: [], type: [], app: [] };
  const categories = await listCategories(ctx);
  const english = new Map(categories.map((c) => [c.name, categoryNameEn(c.name, c.nameEn)]));
  for (const r of [...tags, ...byApp]) {
    if (r.value === null || r.value === '') continue;
    const label = r.label ?? r.value;
    const labelEn = r.dimension === 'category' ? (english.get(label) ?? categoryNameEn(label)) : label;
    facets[r.dimension].push({ value: r.value, label, labelEn, count: Number(r.count) });
  }
  // Hidden categories (Mobilidade) have no tab anywhere, so they are not offered as a filter either.
  const hidden = new Set(categories.filter((c) => c.hidden).map((c) => c.name));
  facets.category = facets.category.filter((o) => !hidden.has(o.value));
  return facets;
}
