// How many screens each filter option would show, given the other active filters: a visitor sees
// "Saúde (12)" before clicking, never an option that leads to an empty page. Tags count with every
// filter applied (they combine with AND); every other dimension leaves itself out.
import { Prisma } from '../generated/prisma/client.ts';
import { categoryNameEn, listCategories } from './categories.ts';
import type { ServiceContext } from './context.ts';
import { type FacetDimension, GALLERY_FROM, galleryConditions, type ScreenFilterInput } from './gallery-filter.ts';

export type FacetOption = { value: string; label: string; labelEn: string; count: number };
export type GalleryFacets = Record<FacetDimension, FacetOption[]>;

const TAG_LIMIT = 60;

const EXPRESSIONS: Record<FacetDimension, { value: Prisma.Sql; label: Prisma.Sql; from?: Prisma.Sql }> = {
  tags: { value: Prisma.sql`t.v`, label: Prisma.sql`t.v`, from: Prisma.sql`CROSS JOIN LATERAL unnest(s.tags) AS t(v)` },
  category: {
    value: Prisma.sql`c.v`,
    label: Prisma.sql`c.v`,
    from: Prisma.sql`CROSS JOIN LATERAL unnest(a.categories) AS c(v)`,
  },
  country: { value: Prisma.sql`a.country`, label: Prisma.sql`a.country` },
  platform: { value: Prisma.sql`a.platform::text`, label: Prisma.sql`a.platform::text` },
  type: { value: Prisma.sql`a.type::text`, label: Prisma.sql`a.type::text` },
  app: { value: Prisma.sql`a.slug`, label: Prisma.sql`min(a.name)` },
};

async function facet(ctx: ServiceContext, input: ScreenFilterInput, dimension: FacetDimension) {
  const { where } = await galleryConditions(ctx, input, dimension === 'tags' ? undefined : dimension);
  const e = EXPRESSIONS[dimension];
  const rows = await ctx.db.$queryRaw<{ value: string | null; label: string | null; count: bigint }[]>`
    SELECT ${e.value} AS value, ${e.label} AS label, COUNT(DISTINCT s.id) AS count
    ${GALLERY_FROM} ${e.from ?? Prisma.empty}
    WHERE ${where}
    GROUP BY ${e.value}
    ORDER BY COUNT(DISTINCT s.id) DESC, ${e.value} ASC
    LIMIT ${dimension === 'tags' ? TAG_LIMIT : 500}`;
  return rows
    .filter((r) => r.value !== null && r.value !== '')
    .map((r) => {
      const value = r.value as string;
      const label = r.label ?? value;
      return {
        value,
        label,
        labelEn: dimension === 'category' ? categoryNameEn(label) : label,
        count: Number(r.count),
      };
    });
}

export async function galleryFacets(ctx: ServiceContext, input: ScreenFilterInput): Promise<GalleryFacets> {
  const dimensions: FacetDimension[] = ['tags', 'category', 'country', 'platform', 'type', 'app'];
  const results = await Promise.all(dimensions.map((d) => facet(ctx, input, d)));
  const facets = Object.fromEntries(dimensions.map((d, i) => [d, results[i] ?? []])) as GalleryFacets;
  // Hidden categories (Mobilidade) have no tab anywhere, so they are not offered as a filter either.
  const hidden = new Set((await listCategories(ctx)).filter((c) => c.hidden).map((c) => c.name));
  facets.category = facets.category.filter((o) => !hidden.has(o.value));
  return facets;
}
