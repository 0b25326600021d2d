import { COMPARE_MAX, COMPARE_MIN, isScreenId } from '@/components/compare/compare-store';

export type CompareProblem = 'tooFew' | 'tooMany' | 'invalid';
export type ParsedIds = { ok: true; ids: number[] } | { ok: false; problem: CompareProblem; ids: number[] };

// Longer than six ten-digit ids and their commas: not worth splitting.
const MAX_PARAM = 200;

/**
 * `?telas=1,2,3`: the screens' database ids, in the order shown. Blank parts (a trailing comma) and
 * repeats are dropped; anything else that is not an id makes the whole link invalid rather than
 * silently comparing fewer screens than the sender meant.
 */
export function parseCompareIds(raw: string | null | undefined): ParsedIds {
  const text = (raw ?? '').trim();
  if (text.length > MAX_PARAM) return { ok: false, problem: 'invalid', ids: [] };
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
    if (!isScreenId(id)) return { ok: false, problem: 'invalid', ids: [] };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length < COMPARE_MIN) return { ok: false, problem: 'tooFew', ids };
  if (ids.length > COMPARE_MAX) return { ok: false, problem: 'tooMany', ids };
  return { ok: true, ids };
}
