import { useSyncExternalStore } from 'react';

/**
 * Issue 38: the screens picked for a comparison, by database id, in pick order. Kept in this tab's
 * sessionStorage (no account, nothing sent anywhere) so the pick survives moving between /screens
 * and app pages, and is gone with the tab.
 */
export const COMPARE_KEY = 'vitrine.compare';
export const COMPARE_MAX = 6;
export const COMPARE_MIN = 2;

export type ToggleResult = 'added' | 'removed' | 'full';

const EMPTY: readonly number[] = Object.freeze([]);
let current: readonly number[] | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled (privacy settings): the pick lives in memory only
  }
}

export const isScreenId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2 ** 31 - 1;

/** Whatever the storage holds, as a clean list: ids only, each once, at most COMPARE_MAX. */
export function cleanSelection(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isScreenId))].slice(0, COMPARE_MAX);
}

function read(): readonly number[] {
  if (current) return current;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(storage()?.getItem(COMPARE_KEY) ?? 'null');
  } catch {
    parsed = null; // a hand-edited value: start again
  }
  const ids = cleanSelection(parsed);
  current = ids.length ? Object.freeze(ids) : EMPTY;
  return current;
}

function write(ids: readonly number[]) {
  current = ids.length ? Object.freeze([...ids]) : EMPTY;
  try {
    if (ids.length) storage()?.setItem(COMPARE_KEY, JSON.stringify(ids));
    else storage()?.removeItem(COMPARE_KEY);
  } catch {
    // full or disabled storage: the pick still works for this page
  }
  for (const listener of listeners) listener();
}

export function compareSelection(): readonly number[] {
  return read();
}

/** Adds the screen, or takes it out when already picked; a seventh is refused ('full'). */
export function toggleCompare(id: number): ToggleResult {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) return 'full';
  write([...ids, id]);
  return 'added';
}

export function clearCompare() {
  write([]);
}

/** Forgets the in-memory copy (tests; another tab never shares this tab's sessionStorage). */
export function resetCompareMemory() {
  current = undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The pick; empty while the server renders and hydrates (it cannot know this tab's storage). */
export function useCompareSelection(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** The comparison page for these screens, commas kept readable (`/comparar?telas=1,2,3`). */
export function comparePath(ids: readonly number[]): string {
  return `/comparar?telas=${ids.join(',')}`;
}
