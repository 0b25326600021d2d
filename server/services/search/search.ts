// Search that finds (issue 12): every word matched on its own, in any order, accents and case folded,
// Portuguese and English stems; the plan (search-plan.ts) says what each word may stand for.
import { Prisma } from '../../generated/prisma/client.ts';
import { normalizeText } from '../platform/text.ts';
import { MIN_PREFIX, type SearchPlan } from './search-plan.ts';

export { planSearch, queryWords, type SearchPlan } from './search-plan.ts';

type QueryOptions = {
  weights?: 'A' | 'AB' | 'ABC' | 'D';
  only?: number[];
  /** The words typed (and their nearest known ones) only: what the typed-word rank reads. */
  typed?: boolean;
};

/**
 * The tsquery of a plan: every word must match (AND), through any of its alternatives (OR), by its
 * Portuguese or its English stem. `weights` ('A': names, 'AB': names and descriptions, 'D': the words
 * read inside a screenshot) narrows where a word may match; `only` keeps the plan's words at those positions.
 */
export function tsquery(plan: SearchPlan, opts: QueryOptions = {}): Prisma.Sql {
  const parts = plan.flatMap((entry, i) => {
    if (opts.only && !opts.only.includes(i)) return [];
    const { word, exact, alternatives } = entry;
    // `typed`: only the words typed (with their nearest), when they are searched as such; an English
    // word typed is one of its concept's words, which Portuguese screens carry by chance ("settings",
    // stem "set", in a date's "12 set"): the concept's words rank it.
    const own = opts.typed && alternatives.length > 0;
    const english = own ? [] : (entry.english ?? []);
    const portuguese = own ? [] : (entry.portuguese ?? []);
    // A last word nobody knows may be half typed: it also matches as a prefix, once it is long enough
    // to mean something ("tax" must not find only "taxi").
    const prefix = i === plan.length - 1 && !exact && word.length >= MIN_PREFIX;
    const term = (w: string) => {
      const suffix = `${prefix && w === word ? '*' : ''}${opts.weights ?? ''}`;
      return suffix ? `${w}:${suffix}` : w;
    };
    // A phrase ("imposto de renda") matches as one: its words in order.
    const operand = (alternative: string) => {
      const words = alternative.split(' ');
      return words.length > 1 ? `(${words.map(term).join(' <-> ')})` : term(alternative);
    };
    // The words typed and their nearest known ones in both languages; the vocabulary's in their own.
    const pt = [...alternatives, ...portuguese].map(operand).join(' | ');
    const en = [...alternatives, ...english].map(operand).join(' | ');
    const queries = [
      ...(pt ? [Prisma.sql`to_tsquery('vitrine_pt', ${pt})`] : []),
      ...(en ? [Prisma.sql`to_tsquery('vitrine_en', ${en})`] : []),
    ];
    return [Prisma.sql`(${Prisma.join(queries, ' || ')})`];
  });
  return Prisma.join(parts, ' && ');
}

const WEIGHTS = Prisma.sql`'{0.1, 0.3, 0.6, 1.0}'`;

/** Whether a plan carries the vocabulary's words beside the typed ones. */
export const widened = (plan: SearchPlan) => plan.some((p) => p.english?.length || p.portuguese?.length);

/**
 * A screen's rank for a plan (names weigh most, then descriptions, tags/flows/categories, image text).
 * The vocabulary widens a search; the words typed still lead it: their own rank is added, so a
 * Portuguese "boleto" lists its boletos before the concept's other bills, and an English word, which
 * the Portuguese screens rarely carry as typed, is ranked by its concept's words alone.
 */
export function searchRank(plan: SearchPlan, opts: Pick<QueryOptions, 'weights'> = {}): Prisma.Sql {
  const rank = (q: Prisma.Sql) => Prisma.sql`ts_rank(${WEIGHTS}, s."searchVector", (${q}))`;
  const all = rank(tsquery(plan, opts));
  return widened(plan)
    ? Prisma.sql`(${all} + ${rank(tsquery(plan, { ...opts, typed: true }))})::float8`
    : Prisma.sql`${all}::float8`;
}

/** The query's words run together ("Detran.SP", "detran sp" → "detransp"): how a name is spelled. */
export const joinedSpelling = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '');
