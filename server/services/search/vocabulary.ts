// The bilingual vocabulary (vocabulary-data.ts) as the search reads it: which concepts a searched
// word or phrase leads to — as written, by its stem in the term's own language (plurals and other
// inflections: "payments", "agendamentos"), with British and US spellings folded ("licence") — and
// the words each concept is searched by. Stems come from the database's own dictionaries, the ones
// the index was built with, read once per process for the vocabulary and once per search for its words.
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText } from '../platform/text.ts';
import { CONNECTORS, editDistance, foldSpelling, maxEdits, pluralPt, singularPt } from './spelling.ts';
import { CONCEPTS } from './vocabulary-data.ts';

type Ctx = Pick<ServiceContext, 'db'>;

/** A word as searched: written, its English stem (US spelling), its Portuguese stem; known to the corpus. */
export type WordForms = { word: string; en: string; pt: string; known: boolean };

export type Index = {
  /** Per concept, the words and phrases searched for it (normalised, words joined by one space). */
  searched: Terms[];
  /** Keys ('w' written, 'e' English stems, 'p' Portuguese stems; words joined by spaces) → terms. */
  leads: Map<string, Lead[]>;
  /** Written single words that lead to concepts, for typos and prefixes. */
  words: Map<string, Set<number>>;
  /** Words typed for a concept that are not searched for as such (`asks`). */
  asks: Set<string>;
  longest: number;
};

const tokens = (text: string) =>
  normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** The words a term is matched on: no lone letters, no connectors (a query may leave them out). */
const keyTokens = (text: string) => tokens(text).filter((t) => t.length > 1 && !CONNECTORS.has(t));
const list = (text?: string) =>
  (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Each word's forms, from one query (a stop word keeps itself as its stem). */
export async function wordForms(ctx: Ctx, words: string[]): Promise<Map<string, WordForms>> {
  if (!words.length) return new Map();
  const rows = await ctx.db.$queryRaw<{ w: string; en: string[] | null; pt: string[] | null; known: boolean }[]>`
    SELECT t.w, ts_lexize('english_stem', t.en) AS en, ts_lexize('portuguese_stem', t.pt) AS pt,
           EXISTS (SELECT 1 FROM "SearchTerm" s WHERE s.term = t.w) AS known
    FROM unnest(${words}::text[], ${words.map(foldSpelling)}::text[], ${words.map(singularPt)}::text[]) AS t(w, en, pt)`;
  return new Map(rows.map((r) => [r.w, { word: r.w, en: r.en?.[0] || r.w, pt: r.pt?.[0] || r.w, known: r.known }]));
}

/**
 * A concept's words, each searched by its own language's stems only: the Portuguese stemmer reads
 * "tax" as "taxi", and a Portuguese word's English stem ("notificacao" beside "notificaca") would
 * count it twice in the rank, ahead of the screens named for it.
 */
export type Terms = { english: string[]; portuguese: string[] };

/** A term that leads to a concept, as written (its key words), and whether it is an English one. */
type Lead = { id: number; written: string; english: boolean };

const add = (map: Map<string, Lead[]>, key: string, lead: Lead) => map.set(key, [...(map.get(key) ?? []), lead]);

let built: Promise<Index> | undefined;

/** The vocabulary's index, built once per process (a failed build is retried by the next search). */
export function vocabulary(ctx: Ctx): Promise<Index> {
  built ??= buildIndex(ctx).catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function buildIndex(ctx: Ctx): Promise<Index> {
  const concepts = CONCEPTS.map((c) => ({ en: list(c.en), pt: [...list(c.pt), ...list(c.asks)], c }));
  const all = new Set(concepts.flatMap(({ en, pt }) => [...en, ...pt].flatMap(keyTokens)));
  const forms = await wordForms(ctx, [...all]);
  const index: Index = { searched: [], leads: new Map(), words: new Map(), asks: new Set(), longest: 1 };
  concepts.forEach(({ en, pt, c }, id) => {
    const lead = (term: string, stem: 'en' | 'pt') => {
      const keys = keyTokens(term).map((t) => forms.get(t) as WordForms);
      if (!keys.length) return;
      index.longest = Math.max(index.longest, keys.length);
      const written = keys.map((f) => f.word).join(' ');
      const lead = { id, written, english: stem === 'en' };
      add(index.leads, `w ${written}`, lead);
      add(index.leads, `${stem[0]} ${keys.map((f) => f[stem]).join(' ')}`, lead);
      if (keys.length === 1) index.words.set(written, new Set([...(index.words.get(written) ?? []), id]));
    };
    for (const term of en) lead(term, 'en');
    for (const term of pt) lead(term, 'pt');
    for (const term of list(c.asks)) index.asks.add(keyTokens(term).join(' '));
    const words = (terms: string[]) => [...new Set(terms.map((t) => tokens(t).join(' ')))];
    // "notificação" and "notificações" do not share a stem once unaccented: both are searched.
    const portuguese = words([...list(c.pt), ...list(c.also)]);
    const plurals = portuguese.flatMap((w) => (w.includes(' ') ? [] : (pluralPt(w) ?? [])));
    index.searched.push({ english: words(list(c.en)), portuguese: [...new Set([...portuguese, ...plurals])] });
  });
  return index;
}

/** Where a query's words met the vocabulary; the typed words are searched as `typedAs` (or not at all). */
export type VocabularyHit = { end: number; concepts: number[]; typed: string; typedAs: 'english' | 'both' | null };

/**
 * The longest term starting at `start` (connectors between its words skipped): matched as written,
 * else by its words' stems (English terms by English stems, Portuguese by Portuguese). Null when none.
 */
export function matchAt(index: Index, words: WordForms[], start: number): VocabularyHit | null {
  const spans: number[][] = [];
  for (let i = start, span: number[] = []; i < words.length && span.length < index.longest; i++) {
    const w = words[i] as WordForms;
    if (CONNECTORS.has(w.word)) {
      if (i === start) return null;
      continue;
    }
    span = [...span, i];
    spans.unshift(span);
  }
  for (const span of spans) {
    const forms = span.map((i) => words[i] as WordForms);
    const key = (k: 'word' | 'en' | 'pt') => forms.map((f) => f[k]).join(' ');
    const typed = key('word');
    // As written; else by stems, English first ("taxes" is a tax before it is a Portuguese "táxi"),
    // and of terms sharing a stem, the ones written most like the search ("taxas": "taxa", not "táxi").
    const leads =
      index.leads.get(`w ${typed}`) ?? index.leads.get(`e ${key('en')}`) ?? index.leads.get(`p ${key('pt')}`);
    if (!leads) continue;
    const distance = new Map(leads.map((l) => [l.written, editDistance(typed, l.written)]));
    const nearest = Math.min(...distance.values());
    const chosen = leads.filter((l) => distance.get(l.written) === nearest);
    const typedAs = nearest === 0 && index.asks.has(typed) ? null : chosen.every((l) => l.english) ? 'english' : 'both';
    return { end: span.at(-1) as number, concepts: [...new Set(chosen.map((l) => l.id))], typed, typedAs };
  }
  return null;
}

/** The vocabulary's single words within a typo's reach of `word`. */
export function nearVocabulary(index: Index, word: string): string[] {
  const limit = maxEdits(word.length);
  return limit ? [...index.words.keys()].filter((w) => editDistance(word, w, limit) <= limit) : [];
}

const PREFIX_CONCEPTS = 3;
/** A half-typed word ("paym"): the concepts of the vocabulary's words it begins, shortest words first. */
export function prefixConcepts(index: Index, word: string): number[] {
  const words = [...index.words.keys()].filter((w) => w.length > word.length && w.startsWith(word));
  words.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return [...new Set(words.flatMap((w) => [...(index.words.get(w) ?? [])]))].slice(0, PREFIX_CONCEPTS);
}

/** The words and phrases the concepts are searched by. */
export function conceptTerms(index: Index, concepts: number[]): Terms {
  const of = (key: keyof Terms) => [...new Set(concepts.flatMap((id) => index.searched[id]?.[key] ?? []))];
  return { english: of('english'), portuguese: of('portuguese') };
}

/** Whether the vocabulary has this single word (it is then searched through its concepts' terms). */
export const isVocabularyWord = (index: Index, word: string) => index.words.has(word);
