// What a screen is and how it looks, as the similar-screens score reads it: one select for the backfill
// (every public screen) and the bounded job (a new screen's candidates), so both score the same signals
// (the bounded path once read looks without their layout).
import type { ScreenFacts } from './similar-score.ts';

export const FACT_SELECT = {
  id: true,
  appId: true,
  flow: true,
  tags: true,
  name: true,
  description: true,
  ocrText: true,
  look: { select: { hash: true, grid: true, layout: true } },
} as const;

type FactRow = Omit<ScreenFacts, 'look'> & { look: { hash: string; grid: unknown; layout: unknown } | null };

export const toFacts = (r: FactRow): ScreenFacts => ({
  ...r,
  look: r.look
    ? { hash: r.look.hash, grid: r.look.grid as number[], layout: (r.look.layout as number[] | null) ?? null }
    : null,
});
