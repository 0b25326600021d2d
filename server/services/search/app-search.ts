// The apps list's search (issues 12 and 28): apps whose own text or any visible screen matches every
// word. Ranked so that the app the visitor named comes first: its name spelled any way ("gov br",
// "govbr", "gov.br") first of all, then apps whose own text (name, description, categories, type,
// platform, country) holds the query's distinctive words (strong matches: an app in "Saúde" is a
// health app), then the rest (weak: a word found only in a screen, which the apps list folds away,
// issue 53). A word most of the catalogue carries ("serviços") is not distinctive: it neither makes a
// match strong nor moves the rank.
import { Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { joinedSpelling, planSearch, tsquery } from './search.ts';

export type AppMatch = { rank: number; strong: boolean; inName: boolean; exact: boolean };

/** Above this share of the visible apps, a word is common. */
const COMMON_SHARE = 0.5;
const WEIGHTS = '{0.1, 0.3, 0.6, 1.0}';
const VISIBLE = Prisma.sql`a.hidden = false`;

/** The plan's words that are distinctive: carried by at most half of the visible apps' own texts. */
async function distinctive(ctx: Pick<ServiceContext, 'db'>, plan: Awaited<ReturnType<typeof planSearch>>) {
  const perWord = plan.map(
    (_, i) =>
      Prisma.sql`(count(*) FILTER (WHERE a."searchVector" @@ (${tsquery(plan, { only: [i] })})))::int AS ${Prisma.raw(`w${i}`)}`,
  );
  const [row] = await ctx.db.$queryRaw<Record<string, number>[]>`
    SELECT count(*)::int AS total, ${Prisma.join(perWord)} FROM "App" a WHERE ${VISIBLE}`;
  const total = row?.total ?? 0;
  return plan.flatMap((_, i) => ((row?.[`w${i}`] ?? 0) <= total * COMMON_SHARE ? [i] : []));
}

export async function searchApps(ctx: Pick<ServiceContext, 'db'>, search: string): Promise<Map<number, AppMatch>> {
  const plan = await planSearch(ctx, search);
  if (plan.length === 0) return new Map();
  const q = tsquery(plan);
  const rare = await distinctive(ctx, plan);
  const rankBy = rare.length ? tsquery(plan, { only: rare }) : q;
  const inName = rare.length ? tsquery(plan, { only: rare, weights: 'A' }) : null;
  const inText = rare.length ? tsquery(plan, { only: rare, weights: 'ABC' }) : null;
  const flag = (tq: Prisma.Sql | null) => (tq ? Prisma.sql`a."searchVector" @@ (${tq})` : Prisma.sql`false`);
  const rows = await ctx.db.$queryRaw<{ id: number; rank: number; inName: boolean; inText: boolean }[]>`
    SELECT m.id, MAX(m.rank)::float8 AS rank, ${flag(inName)} AS "inName", ${flag(inText)} AS "inText"
    FROM (
      SELECT a.id, ts_rank(${WEIGHTS}, a."searchVector", (${rankBy})) AS rank
      FROM "App" a WHERE a."searchVector" @@ (${q})
      UNION ALL
      SELECT s."appId", ts_rank(${WEIGHTS}, s."searchVector", (${rankBy})) * 0.9
      FROM "Screen" s WHERE s.hidden = false AND s."searchVector" @@ (${q})
    ) m JOIN "App" a ON a.id = m.id
    GROUP BY m.id, a."searchVector"`;
  return new Map(rows.map((r) => [r.id, { rank: r.rank, inName: r.inName, strong: r.inText, exact: false }]));
}

/** Marks the apps named exactly as searched (any punctuation, any case): those come first, and are strong. */
export function markExact(matches: Map<number, AppMatch>, apps: { id: number; name: string }[], search: string) {
  const spelled = joinedSpelling(search);
  for (const app of apps) {
    const match = matches.get(app.id);
    if (match && spelled && joinedSpelling(app.name) === spelled) Object.assign(match, { exact: true, strong: true });
  }
}

/** Best first: the exact name, then strong matches (names before descriptions), then by rank. */
export function byMatch(a: AppMatch | undefined, b: AppMatch | undefined): number {
  const key = (m: AppMatch | undefined) => [m?.exact ? 1 : 0, m?.strong ? 1 : 0, m?.inName ? 1 : 0, m?.rank ?? 0];
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) {
    const d = (kb[i] ?? 0) - (ka[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
