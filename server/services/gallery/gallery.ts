// The all-screens gallery as one SQL query: public visibility, filters, sorts and keyset cursors, so
// pages stay stable as they load. Sorts: apps interleaved (default: each app's newest screen, then each
// app's second, …), newest first, by app name, or best match first when searching.
import { z } from 'zod';
import { type App, Prisma, type Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import { searchRank, tsquery, widened } from '../search/search.ts';
import { orQueryItems, postingsMatches } from '../search/search-postings.ts';
import { colourCountSql } from './gallery-colour.ts';
import { summaryCount } from './gallery-facets.ts';
import { galleryFilterParts, type ScreenFilterInput } from './gallery-filter.ts';

export { type ScreenFilterInput, screenFilterSchema } from './gallery-filter.ts';

export const GALLERY_SORTS = ['mixed', 'newest', 'app', 'relevance'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
export const PAGE_SIZE = { default: 50, max: 100 };

export function checkPageSize(first: number | null | undefined): number {
  const n = first ?? PAGE_SIZE.default;
  if (!Number.isInteger(n) || n < 1 || n > PAGE_SIZE.max) {
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: PAGE_SIZE.max })]);
  }
  return n;
}

type Row = { id: number; rank: number; n: number; slug: string; total?: bigint | number };
const cursorSchema = z.object({
  s: z.enum(GALLERY_SORTS),
  id: z.number().int().min(1).max(2_147_483_647),
  r: z.number().finite().min(0).optional(),
  n: z.number().int().min(1).max(2_147_483_647).optional(),
  k: z.string().max(200).optional(),
});
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(raw: string, sort: GallerySort): Cursor {
  let parsed: Cursor | null = null;
  try {
    const result = cursorSchema.safeParse(JSON.parse(Buffer.from(raw.slice(0, 400), 'base64url').toString('utf8')));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  // A cursor of another sort (or one we never issued) cannot continue this list.
  if (!parsed || parsed.s !== sort) throw new ValidationError([issue('after', 'CURSOR_INVALID')]);
  return parsed;
}

export async function countScreens(ctx: ServiceContext, input: ScreenFilterInput = {}): Promise<number> {
  const parts = await galleryFilterParts(ctx, input);
  const tags = parts.filter.tags ?? [];
  const { colour, search } = parts.filter;
  // Without a search and with at most one tag, the per-app summaries know the answer (one row per app);
  // a colour without a search, the colour's tag rows (index-only).
  const rows =
    !search && !colour && tags.length <= 1
      ? await ctx.db.$queryRaw<{ n: bigint }[]>`
          SELECT COALESCE(SUM(${summaryCount(tags[0])}), 0) AS n FROM "App" a WHERE ${parts.appWhere()}`
      : !search && colour
        ? await ctx.db.$queryRaw<{ n: bigint }[]>(colourCountSql(colour, tags, parts.appWhere()))
        : await ctx.db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n ${parts.from} WHERE ${parts.where()}`;
  return Number(rows[0]?.n ?? 0);
}

/**
 * Each screen with its app, from two plain reads: Prisma's `include` embeds the app's whole row as
 * JSON once per screen (50 screens: 10 ms at p50 against 3 ms for the two reads, 200,000 screens).
 */
async function withApps(ctx: ServiceContext, screens: Screen[]): Promise<(Screen & { app: App })[]> {
  const apps = await ctx.db.app.findMany({ where: { id: { in: [...new Set(screens.map((s) => s.appId))] } } });
  const byId = new Map(apps.map((a) => [a.id, a]));
  return screens.flatMap((s) => {
    const app = byId.get(s.appId);
    return app ? [{ ...s, app }] : [];
  });
}

export type GalleryPage = {
  items: (Screen & { app: App })[];
  totalCount: () => Promise<number>;
  hasNextPage: boolean;
  /** Backward: more before the first item; forward: whether an `after` was given. */
  hasPreviousPage: boolean;
  endCursor: string | null;
  cursorOf: (screen: Screen) => string;
};

/** One page of the gallery; `query` says what to load with each screen (GraphQL's selection, or its app). */
export async function galleryPage(
  ctx: ServiceContext,
  input: ScreenFilterInput,
  page: {
    first?: number | null;
    after?: string | null;
    /** Backwards (issue 53): the last `last` before `before`, or of all results without it. */
    last?: number | null;
    before?: string | null;
    sort?: GallerySort | null;
    /**
     * The caller reads totalCount: it starts beside the page (on PostgreSQL another connection reads it
     * meanwhile). For edges with one page per request (REST, MCP): GraphQL may alias `screens` many times
     * in one request, and a count beside each page took twice the connections (cost-at-scale: the pool ran out).
     */
    count?: boolean;
  },
  query?: object,
): Promise<GalleryPage> {
  const backward = page.last != null || page.before != null;
  if (backward && (page.first != null || page.after != null)) {
    throw new ValidationError([issue('last', 'GALLERY_ONE_DIRECTION')]);
  }
  const first = backward ? checkPageSize(page.last) : checkPageSize(page.first);
  const parts = await galleryFilterParts(ctx, input);
  const { q, screenWhere } = parts;
  const where = parts.where();
  const sort: GallerySort = page.sort ?? (q ? 'relevance' : 'mixed');
  if (sort === 'relevance' && !q) {
    // A search was given but none of it is a word (one letter, punctuation): say that, not "no search".
    throw new ValidationError([
      parts.filter.search ? issue('search', 'SEARCH_TOO_SHORT') : issue('sort', 'SORT_RELEVANCE_NEEDS_SEARCH'),
    ]);
  }
  const from = backward ? page.before : page.after;
  const c = from ? decodeCursor(from, sort) : null;
  // Ranked pages count in their own pass; the rest count apart, at once when asked (a colour and a tag at
  // 200,000 screens: page 10 ms and count 7–20 ms one after the other).
  const early = page.count && sort !== 'relevance' ? countScreens(ctx, input) : null;
  early?.catch(() => undefined); // read by totalCount; a page that fails first must not leave it unhandled
  const rank = q
    ? searchRank(parts.plan, { weights: parts.filter.inImageText ? 'D' : undefined })
    : Prisma.sql`0::float8`;
  // n: the screen's place among its app's screens (kept by a trigger): rounds of one screen per app.
  // Ranking reads every match anyway: the same pass counts them (a second scan took 40 ms at scale).
  const counted = sort === 'relevance' ? Prisma.sql`, COUNT(*) OVER () AS total` : Prisma.empty;
  // One searched word (with the words it may stand for), ranked: from the postings index alone.
  const onePosted =
    q && sort === 'relevance' && parts.plan.length === 1 && !parts.filter.inImageText && !parts.filter.tags?.length;
  const words = onePosted ? await orQueryItems(ctx, q) : null;
  // The words typed, whose rank is added when the vocabulary widened the search (searchRank).
  const typed = words && widened(parts.plan) ? await orQueryItems(ctx, tsquery(parts.plan, { typed: true })) : [];
  // Other searches rank where the screens are read (OFFSET 0 keeps the planner from lifting the rank
  // above the join), so the join and the count carry narrow rows, not every match's search vector: at
  // 200,000 screens a typo's 12,500 matches spilled the count's rows to disk (PostgreSQL 65 → 35 ms).
  const inner =
    words && typed
      ? postingsMatches(words, typed, parts.appWhere())
      : q
        ? Prisma.sql`
    SELECT m.id, m.rank, a.slug, m.n${counted} FROM (
      SELECT s.id, s."appId", s."appRank" AS n, ${rank} AS rank FROM ${parts.screens} s WHERE ${screenWhere} OFFSET 0
    ) m JOIN "App" a ON a.id = m."appId" WHERE ${parts.appWhere()}`
        : Prisma.sql`
    SELECT s.id, ${rank} AS rank, a.slug, s."appRank" AS n${counted}
    ${parts.from} WHERE ${where}`;
  // Forward: after the cursor in the sort's order. Backward: before it, read in the reverse order (the
  // nearest first, so LIMIT takes the page next to it) and turned round below.
  const r = c?.r ?? 0;
  const n = c?.n ?? 0;
  const k = c?.k ?? '';
  const id = c?.id ?? 0;
  const [keyset, order] = backward
    ? {
        relevance: [
          c ? Prisma.sql`(rank > ${r} OR (rank = ${r} AND id > ${id}))` : Prisma.sql`true`,
          Prisma.sql`rank ASC, id ASC`,
        ],
        newest: [c ? Prisma.sql`id > ${id}` : Prisma.sql`true`, Prisma.sql`id ASC`],
        mixed: [c ? Prisma.sql`(n < ${n} OR (n = ${n} AND id > ${id}))` : Prisma.sql`true`, Prisma.sql`n DESC, id ASC`],
        app: [
          c ? Prisma.sql`(slug < ${k} OR (slug = ${k} AND id > ${id}))` : Prisma.sql`true`,
          Prisma.sql`slug DESC, id ASC`,
        ],
      }[sort]
    : {
        relevance: [
          c ? Prisma.sql`(rank < ${r} OR (rank = ${r} AND id < ${id}))` : Prisma.sql`true`,
          Prisma.sql`rank DESC, id DESC`,
        ],
        newest: [c ? Prisma.sql`id < ${id}` : Prisma.sql`true`, Prisma.sql`id DESC`],
        mixed: [c ? Prisma.sql`(n > ${n} OR (n = ${n} AND id < ${id}))` : Prisma.sql`true`, Prisma.sql`n ASC, id DESC`],
        app: [
          c ? Prisma.sql`(slug > ${k} OR (slug = ${k} AND id < ${id}))` : Prisma.sql`true`,
          Prisma.sql`slug ASC, id DESC`,
        ],
      }[sort];
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT id, rank, n::int AS n, slug${sort === 'relevance' ? Prisma.sql`, total` : Prisma.empty} FROM (${inner}) g
    WHERE ${keyset} ORDER BY ${order} LIMIT ${first + 1}`;
  const byRow = new Map(rows.map((row) => [row.id, row]));
  const kept = rows.slice(0, first);
  const ids = (backward ? kept.reverse() : kept).map((row) => row.id);
  const found = query
    ? ((await ctx.db.screen.findMany({ ...query, where: { id: { in: ids } } })) as (Screen & { app: App })[])
    : await withApps(ctx, await ctx.db.screen.findMany({ where: { id: { in: ids } } }));
  const byId = new Map(found.map((s) => [s.id, s]));
  const items = ids.map((id) => byId.get(id)).filter((s): s is Screen & { app: App } => s !== undefined);
  const cursorOf = (s: Screen) => {
    const row = byRow.get(s.id);
    return encodeCursor({
      s: sort,
      id: s.id,
      r: sort === 'relevance' ? row?.rank : undefined,
      n: sort === 'mixed' ? row?.n : undefined,
      k: sort === 'app' ? row?.slug : undefined,
    });
  };
  const last = items.at(-1);
  const more = rows.length > first;
  return {
    items,
    totalCount: async () =>
      rows[0]?.total === undefined ? (early ?? countScreens(ctx, input)) : Number(rows[0].total),
    hasNextPage: backward ? Boolean(page.before) : more,
    hasPreviousPage: backward ? more : Boolean(page.after),
    endCursor: last ? cursorOf(last) : null,
    cursorOf,
  };
}
