// How alike two screens are (docs/similar-screens.md): what they are — the same flow, shared tags, shared
// words (OCR text, name and description, weighted by rarity) — and how they look (the perceptual hash, the
// OKLab colour grid and the layout of their pictures). A score from 0 to 1, the same both ways.
import { hashDistance } from '../../images/look.ts';
import { normalizeText } from '../platform/text.ts';

export const WEIGHTS = { flow: 0.1, tags: 0.3, words: 0.4, look: 0.2 } as const;
/** How many neighbours a screen keeps (a read asks for at most this many). */
export const KEPT = 24;
/** At most this many from one app in a list. */
export const PER_APP = 2;

export type ScreenFacts = {
  id: number;
  appId: number;
  flow: string;
  tags: string[];
  name: string;
  description: string | null;
  ocrText: string | null;
  look: { hash: string; grid: number[]; layout?: number[] | null } | null;
};

export type Features = {
  id: number;
  appId: number;
  flow: string;
  tags: Set<string>;
  words: Map<string, number>;
  hash: string | null;
  grid: number[] | null;
  layout: number[] | null;
};

const tokens = (text: string) =>
  normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));

/** The words a screen's likeness is read from (its name, description and OCR text). */
export const wordsOf = (s: Pick<ScreenFacts, 'name' | 'description' | 'ocrText'>) =>
  tokens(`${s.name} ${s.description ?? ''} ${s.ocrText ?? ''}`);

/** How rare words are in the whole catalogue, when `screens` is only part of it (similar-candidates.ts). */
export type Corpus = { n: number; df: (word: string, inSet: number) => number };

/**
 * Features of every screen of a set: word weights use how rare each word is in that set (TF-IDF, unit
 * length), or in the catalogue the corpus describes.
 */
export function featuresOf(screens: ScreenFacts[], corpus?: Corpus): Features[] {
  const bags = screens.map((s) => {
    const bag = new Map<string, number>();
    for (const w of wordsOf(s)) bag.set(w, (bag.get(w) ?? 0) + 1);
    return bag;
  });
  const inSet = new Map<string, number>();
  for (const bag of bags) for (const w of bag.keys()) inSet.set(w, (inSet.get(w) ?? 0) + 1);
  const df = corpus ? new Map([...inSet].map(([w, d]) => [w, corpus.df(w, d)])) : inSet;
  const n = corpus?.n ?? screens.length;
  return screens.map((s, i) => {
    const words = new Map<string, number>();
    let norm = 0;
    for (const [w, tf] of bags[i] as Map<string, number>) {
      const d = df.get(w) ?? 1;
      // A word on nearly every screen (or on one only) tells nothing about likeness.
      if (d < 2 || d > n * 0.5) continue;
      const v = (1 + Math.log(tf)) * Math.log(n / d);
      words.set(w, v);
      norm += v * v;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [w, v] of words) words.set(w, v / norm);
    return {
      id: s.id,
      appId: s.appId,
      flow: s.flow,
      tags: new Set(s.tags),
      words,
      hash: s.look?.hash ?? null,
      grid: s.look?.grid ?? null,
      layout: s.look?.layout ?? null,
    };
  });
}

function cosine(a: Map<string, number>, b: Map<string, number>) {
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [w, v] of small) sum += v * (big.get(w) ?? 0);
  return sum;
}

function jaccard(a: Set<string>, b: Set<string>) {
  if (a.size === 0 || b.size === 0) return 0;
  let both = 0;
  for (const t of a) if (b.has(t)) both++;
  return both / (a.size + b.size - both);
}

/** Correlation of two layouts (both centred, unit length), 0 when they are unrelated or opposed. */
function layoutScore(a: number[], b: number[]) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * ((b[i] as number) ?? 0);
  return Math.max(0, Math.min(1, sum));
}

/**
 * 1 for the same picture, towards 0 as the layouts and colours part. Half of it is the layout (where the
 * text and controls stand, whatever the palette): two services' login screens rarely share colours, and
 * the colour grid and the hash (both of which follow the palette) keep a quarter each. Without a layout on
 * either (a look computed before it existed), the grid and the hash share it as before.
 */
export function lookScore(a: Features, b: Features): number {
  if (!a.grid || !b.grid || !a.hash || !b.hash) return 0;
  let d = 0;
  for (let i = 0; i < a.grid.length; i += 3) {
    const dl = (a.grid[i] as number) - (b.grid[i] as number);
    const da = (a.grid[i + 1] as number) - (b.grid[i + 1] as number);
    const db = (a.grid[i + 2] as number) - (b.grid[i + 2] as number);
    d += Math.sqrt(dl * dl + da * da + db * db);
  }
  const grid = Math.exp(-(d / (a.grid.length / 3)) / 0.12);
  const hash = Math.max(0, 1 - hashDistance(a.hash, b.hash) / 32);
  if (!a.layout || !b.layout || a.layout.length !== b.layout.length) return 0.5 * grid + 0.5 * hash;
  return 0.25 * grid + 0.25 * hash + 0.5 * layoutScore(a.layout, b.layout);
}

export function similarity(a: Features, b: Features): number {
  return (
    WEIGHTS.flow * (a.flow === b.flow ? 1 : 0) +
    WEIGHTS.tags * jaccard(a.tags, b.tags) +
    WEIGHTS.words * cosine(a.words, b.words) +
    WEIGHTS.look * lookScore(a, b)
  );
}

export type Neighbour = { neighbourId: number; score: number; rank: number };

/** A screen's kept list: best first, at most PER_APP from one app (its own included), KEPT in all. */
export function neighboursOf(target: Features, all: Features[], kept = KEPT): Neighbour[] {
  const scored: { f: Features; score: number }[] = [];
  for (const f of all) if (f.id !== target.id) scored.push({ f, score: similarity(target, f) });
  scored.sort((x, y) => y.score - x.score || x.f.id - y.f.id);
  const perApp = new Map<number, number>();
  const out: Neighbour[] = [];
  for (const { f, score } of scored) {
    const n = perApp.get(f.appId) ?? 0;
    if (n >= PER_APP || score <= 0) continue;
    perApp.set(f.appId, n + 1);
    out.push({ neighbourId: f.id, score: Math.round(score * 10000) / 10000, rank: out.length + 1 });
    if (out.length >= kept) break;
  }
  return out;
}
