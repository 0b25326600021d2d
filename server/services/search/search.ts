// Search that finds (issue 12): every word matched on its own, in any order, accents and case folded,
// Portuguese and English stems; a word with no exact match in the corpus is widened to its nearest
// known words (trigram similarity on the SearchTerm table), which absorbs typos and OCR near-misses.
import { Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText } from '../platform/text.ts';

const MAX_WORDS = 8;
const NEAREST = 3;
/** Below this, a "nearest" word is a different word, not a typo. */
const MIN_SIMILARITY = 0.3;
const CLOSE_ENOUGH = 0.1;

/** Each query word with the words it may stand for (itself first). Empty when nothing is searchable. */
export type SearchPlan = { word: string; exact: boolean; alternatives: string[] }[];

export function queryWords(query: string): string[] {
  const words = normalizeText(query)
    .split(/[^a-z0-9]+/)
    // A lone letter is noise (and as a prefix it would match almost everything).
    .filter((w) => w.length > 1);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export async function planSearch(ctx: Pick<ServiceContext, 'db'>, query: string): Promise<SearchPlan> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const known = await ctx.db.$queryRaw<{ term: string }[]>`
    SELECT term FROM "SearchTerm" WHERE term = ANY(${words})`;
  const exact = new Set(known.map((k) => k.term));
  return Promise.all(
    words.map(async (word) => {
      if (exact.has(word) || word.length < 4) return { word, exact: exact.has(word), alternatives: [word] };
      const near = await ctx.db.$queryRaw<{ term: string; score: number }[]>`
        SELECT term, similarity(term, ${word})::float8 AS score FROM "SearchTerm"
        WHERE term % ${word} AND similarity(term, ${word}) >= ${MIN_SIMILARITY}
        ORDER BY score DESC, term
        LIMIT ${NEAREST}`;
      // Only the words about as close as the closest: a clear best guess should not drag in the
      // OCR misreadings around it, which would then outrank the screens that really match.
      const best = near[0]?.score ?? 0;
      const close = near.filter((n) => n.score >= best - CLOSE_ENOUGH).map((n) => n.term);
      return { word, exact: false, alternatives: [word, ...close] };
    }),
  );
}

/**
 * The tsquery of a plan: every word must match (AND), through any of its alternatives (OR), by its
 * Portuguese or its English stem. `weights` ('A': names, 'AB': names and descriptions, 'D': the words
 * read inside a screenshot) narrows where a word may match; `only` keeps the plan's words at those positions.
 */
export function tsquery(plan: SearchPlan, opts: { weights?: 'A' | 'AB' | 'D'; only?: number[] } = {}): Prisma.Sql {
  const parts = plan.flatMap(({ word, exact, alternatives }, i) => {
    if (opts.only && !opts.only.includes(i)) return [];
    // A last word the corpus does not know may be half typed: it also matches as a prefix.
    const prefix = i === plan.length - 1 && !exact;
    const term = (w: string) => {
      const suffix = `${prefix && w === word ? '*' : ''}${opts.weights ?? ''}`;
      return suffix ? `${w}:${suffix}` : w;
    };
    const text = alternatives.map(term).join(' | ');
    return [Prisma.sql`(to_tsquery('vitrine_pt', ${text}) || to_tsquery('vitrine_en', ${text}))`];
  });
  return Prisma.join(parts, ' && ');
}

/** The query's words run together ("Detran.SP", "detran sp" → "detransp"): how a name is spelled. */
export const joinedSpelling = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '');
