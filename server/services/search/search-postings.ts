// A one-word search ranked and counted from the postings index (schema/migrations/*_search_postings):
// each matching screen's rank is the sum of its matching words' stored shares over the number of
// distinct words in the query, which is what ts_rank computes for a query of words joined by OR, read
// from ~100 index pages instead of every matching screen's row (12,500 matches: 10,589 table pages).
import { Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';

type Item = { term: string; prefix: boolean };
const OPERAND = /^'([a-z0-9]+)'(:\*)?$/;

/**
 * The distinct words of a tsquery made only of words joined by OR (`'a':* | 'b'`), or null for any
 * other shape (AND, phrases, weights, other characters), which the GIN path answers. Like
 * PostgreSQL's ranking, a word written twice counts once; written both ways, its prefix form stands.
 */
export async function orQueryItems(ctx: Pick<ServiceContext, 'db'>, q: Prisma.Sql): Promise<Item[] | null> {
  const rows = await ctx.db.$queryRaw<{ t: string }[]>`SELECT (${q})::text AS t`;
  const text = rows[0]?.t ?? '';
  if (!text) return null;
  const items = new Map<string, boolean>();
  for (const operand of text.split(' | ')) {
    const m = OPERAND.exec(operand);
    if (!m?.[1]) return null;
    items.set(m[1], (items.get(m[1]) ?? false) || m[2] !== undefined);
  }
  return [...items].map(([term, prefix]) => ({ term, prefix }));
}

/** The first string after every string that starts with `prefix` (byte order: the index is COLLATE "C"). */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Matching screens as (id, rank, slug, n, total) rows, like the gallery's own search subquery;
 * `appWhere` holds the conditions on "App" a. Only visible screens have postings. With `typed` (the
 * words typed, when the vocabulary widened the search), their own rank is added, as searchRank does.
 */
export function postingsMatches(items: Item[], typed: Item[], appWhere: Prisma.Sql): Prisma.Sql {
  const own = new Set(typed.map((t) => t.term));
  const scans = items.map(({ term, prefix }) => {
    const cols = Prisma.sql`"screenId", "appId", weight, ${Prisma.raw(own.has(term) ? 'true' : 'false')} AS typed`;
    return prefix
      ? Prisma.sql`SELECT ${cols} FROM "SearchPosting" WHERE term >= ${term} AND term < ${afterPrefix(term)}`
      : Prisma.sql`SELECT ${cols} FROM "SearchPosting" WHERE term = ${term}`;
  });
  const typedRank = typed.length ? Prisma.sql` + COALESCE(g.wt / ${typed.length}::real, 0::real)` : Prisma.empty;
  // Summed per screen before the join: the words' rows (25,000 for a typo's two stems over 12,500
  // screens) are grouped on two integers, and only one row per screen meets the apps. Against grouping
  // on the joined app's slug, at scale: PGlite 67–76 → 53–67 ms (alternated runs), PostgreSQL 58 → 46.
  return Prisma.sql`
    SELECT g.id, (g.w / ${items.length}::real${typedRank})::float8 AS rank, a.slug, 0 AS n, COUNT(*) OVER () AS total
    FROM (
      SELECT p."screenId" AS id, p."appId", sum(p.weight) AS w, sum(p.weight) FILTER (WHERE p.typed) AS wt
      FROM (${Prisma.join(scans, ' UNION ALL ')}) p GROUP BY p."screenId", p."appId"
    ) g JOIN "App" a ON a.id = g."appId"
    WHERE ${appWhere}`;
}
