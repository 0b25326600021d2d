// Planning a search (issues 12, 28 and 53): the query's words, each — or each phrase of the bilingual
// vocabulary — with the words it may stand for: its concept's words in both languages, and for a word
// nobody knows, its nearest known words (fewest edits, else trigram similarity on the SearchTerm
// table), which absorbs typos and OCR near-misses.
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText } from '../platform/text.ts';
import { editDistance, maxEdits } from './spelling.ts';
import {
  conceptTerms,
  type Index,
  isVocabularyWord,
  matchAt,
  nearVocabulary,
  prefixConcepts,
  vocabulary,
  type WordForms,
  wordForms,
} from './vocabulary.ts';

const MAX_WORDS = 8;
const NEAREST = 3;
/** Below this, a "nearest" word is a different word, not a typo. */
const MIN_SIMILARITY = 0.3;
const CLOSE_ENOUGH = 0.1;
/** Shorter unknown words are taken as typed, not as the beginnings of longer ones. */
export const MIN_PREFIX = 4;

/**
 * Each query word (or vocabulary phrase) with what it may stand for: `alternatives`, the words typed
 * and their nearest known ones, searched in both languages; and the vocabulary's words for its
 * concepts, each in its own language (an English word typed is one of those). Empty when nothing is
 * searchable.
 */
export type SearchPlan = {
  word: string;
  exact: boolean;
  alternatives: string[];
  english?: string[];
  portuguese?: string[];
}[];

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
  const [index, forms] = await Promise.all([vocabulary(ctx), wordForms(ctx, words)]);
  const typed = words.map((w) => forms.get(w) ?? { word: w, en: w, pt: w, known: false });
  const plan: SearchPlan = [];
  for (let i = 0; i < typed.length; i++) {
    // A word or phrase of the vocabulary stands for its concept, in both languages.
    const hit = matchAt(index, typed, i);
    if (hit) {
      const { english, portuguese } = conceptTerms(index, hit.concepts);
      const alternatives = hit.typedAs === 'both' ? [hit.typed] : [];
      if (hit.typedAs === 'english') english.unshift(hit.typed);
      // A Portuguese word the screens do not carry as typed may be misread in them ("Servigos").
      const one = typed[i] as WordForms;
      if (hit.typedAs === 'both' && hit.end === i && !one.known && one.word.length >= 4) {
        const near = await nearestWords(ctx, index, one.word);
        alternatives.push(...near.filter((w) => !isVocabularyWord(index, w)));
      }
      plan.push({ word: hit.typed, exact: true, alternatives, english, portuguese });
      i = hit.end;
    } else {
      plan.push(await planWord(ctx, index, typed[i] as WordForms, i === typed.length - 1));
    }
  }
  return keepEnglishTheScreensCarry(ctx, plan);
}

/**
 * English words are looked for only where the screens carry them as written. A search vector holds
 * each word's Portuguese and English stems side by side, unmarked: an English "tax" met "taxi", whose
 * Portuguese stem it is, and found every Taxi.Rio screen. The concept's Portuguese words find those.
 */
async function keepEnglishTheScreensCarry(ctx: Pick<ServiceContext, 'db'>, plan: SearchPlan): Promise<SearchPlan> {
  const words = (term: string) => term.split(' ').filter((w) => w.length >= 3);
  const english = [...new Set(plan.flatMap((p) => (p.english ?? []).flatMap(words)))];
  if (!english.length) return plan;
  const forms = await wordForms(ctx, english);
  const carried = (term: string) => words(term).every((w) => forms.get(w)?.known);
  return plan.map((p) => (p.english ? { ...p, english: p.english.filter(carried) } : p));
}

/** A word the vocabulary does not know: itself if the corpus knows it, else its nearest known words. */
async function planWord(ctx: Pick<ServiceContext, 'db'>, index: Index, forms: WordForms, last: boolean) {
  const { word } = forms;
  if (forms.known || word.length < 4) return { word, exact: forms.known, alternatives: [word] };
  const near = await nearestWords(ctx, index, word);
  // A typo of a vocabulary word stands for its concept too, and so may a half-typed one ("paym").
  const nearForms = await wordForms(ctx, near);
  const concepts = near.flatMap((w) => {
    const f = nearForms.get(w);
    return f ? (matchAt(index, [f], 0)?.concepts ?? []) : [];
  });
  if (last) concepts.push(...prefixConcepts(index, word));
  const corpus = near.filter((w) => !isVocabularyWord(index, w));
  return { word, exact: false, alternatives: [word, ...corpus], ...conceptTerms(index, [...new Set(concepts)]) };
}

/**
 * The known words (the corpus's and the vocabulary's) a mistyped word stands for: those fewest edits
 * away, within a typo's reach; without any, the corpus's words about as similar as the most similar
 * (trigrams), which absorbs OCR misreadings that a distance of letters would not.
 */
async function nearestWords(ctx: Pick<ServiceContext, 'db'>, index: Index, word: string): Promise<string[]> {
  const near = await ctx.db.$queryRaw<{ term: string; score: number }[]>`
    SELECT term, similarity(term, ${word})::float8 AS score FROM "SearchTerm"
    WHERE term % ${word} AND similarity(term, ${word}) >= ${MIN_SIMILARITY}
    ORDER BY score DESC, term
    LIMIT ${NEAREST}`;
  const limit = maxEdits(word.length);
  const scored = [...new Set([...near.map((n) => n.term), ...nearVocabulary(index, word)])].map((term) => ({
    term,
    edits: editDistance(word, term, limit),
  }));
  const fewest = Math.min(...scored.map((s) => s.edits));
  if (fewest <= limit) return scored.filter((s) => s.edits === fewest).map((s) => s.term);
  // Only the words about as close as the closest: a clear best guess should not drag in the
  // OCR misreadings around it, which would then outrank the screens that really match.
  const best = near[0]?.score ?? 0;
  return near.filter((n) => n.score >= best - CLOSE_ENOUGH).map((n) => n.term);
}
