// Suggests a journey kind for one app's flow from the flow's name, its screens' names and their tags
// (issue 61 item 1). The name decides when it names a journey; the screens decide only a flow whose name
// says nothing ("Fluxo 2") and only when most of them agree; a catch-all flow ("Other", "Outros") is left
// unmapped. A stem matches a word it begins (or a phrase at a word's start) and weighs its length, so
// the longer, more specific match wins ("checkout" over "check").
import { FLOW_KINDS, type FlowKind } from './flow-kinds.ts';

export type FlowEvidence = {
  name: string;
  screens?: readonly { name: string; tags?: readonly string[] }[];
};

/** Flows that hold what fits nowhere: never given a kind by a suggestion. */
const CATCH_ALL = new Set([
  'other',
  'others',
  'outro',
  'outros',
  'geral',
  'general',
  'diversos',
  'misc',
  'mais',
  'more',
]);

/** Accent-free, lower case, ª/º/² folded to letters and digits, punctuation but dots to spaces. */
export function flowWords(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\.(\s|$)/g, ' ')
    .trim()} `;
}

function scoreText(text: string, kind: FlowKind): number {
  let best = 0;
  for (const stem of kind.words) if (text.includes(` ${stem}`)) best = Math.max(best, stem.length);
  return best;
}

/** The kind whose stems match `text` most specifically, with its score (0 and null when none). */
export function kindOfText(text: string): { kind: FlowKind | null; score: number } {
  const words = flowWords(text);
  let kind: FlowKind | null = null;
  let score = 0;
  for (const k of FLOW_KINDS) {
    const s = scoreText(words, k);
    if (s > score) {
      score = s;
      kind = k;
    }
  }
  return { kind, score };
}

/** The suggested kind's slug, or null: unmapped (a catch-all flow, or nothing agrees). */
export function suggestFlowKind(flow: FlowEvidence): string | null {
  const name = flowWords(flow.name).trim();
  if (CATCH_ALL.has(name)) return null;
  const byName = kindOfText(flow.name);
  if (byName.kind) return byName.kind.slug;
  const screens = flow.screens ?? [];
  if (screens.length === 0) return null;
  const votes = new Map<string, number>();
  for (const screen of screens) {
    const byScreen = kindOfText(screen.name).kind;
    const tagged = FLOW_KINDS.find((k) => k.tags.some((t) => screen.tags?.includes(t)));
    const slug = byScreen?.slug ?? tagged?.slug;
    if (slug) votes.set(slug, (votes.get(slug) ?? 0) + 1);
  }
  let best: string | null = null;
  let count = 0;
  for (const [slug, n] of votes)
    if (n > count) {
      best = slug;
      count = n;
    }
  return best && count * 2 > screens.length ? best : null;
}
