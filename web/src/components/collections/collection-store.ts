import { useSyncExternalStore } from 'react';

/**
 * The collections this browser created or opened with an edit link (issue 38), with their edit keys:
 * without an account, local storage is the only place a visitor's right to edit lives on this side.
 */
export const COLLECTIONS_KEY = 'vitrine.collections';

export type StoredCollection = { id: string; title: string; editKey: string; savedAt: string };

// The server's shapes (base64url, 22-character ids and 43-character keys), loosely: anything else in
// storage (an older format, a hand edit) is skipped rather than sent as a header.
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** Enough for anyone's boards; the oldest are forgotten past it so storage never grows without end. */
export const MAX_STORED = 100;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: StoredCollection[] = [];
const EMPTY: StoredCollection[] = [];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode): nothing is remembered
  }
}

function isStored(value: unknown): value is StoredCollection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    ID.test(v.id) &&
    typeof v.editKey === 'string' &&
    KEY.test(v.editKey) &&
    typeof v.title === 'string' &&
    typeof v.savedAt === 'string'
  );
}

/** What storage holds, newest first; a damaged entry or value reads as nothing. */
export function parseStored(raw: string | null): StoredCollection[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isStored) : [];
  } catch {
    return [];
  }
}

/** The stored list (the same array while storage is unchanged, as useSyncExternalStore needs). */
export function readStored(): StoredCollection[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(COLLECTIONS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseStored(raw);
  }
  return cachedList;
}

function write(list: StoredCollection[]) {
  try {
    storage()?.setItem(COLLECTIONS_KEY, JSON.stringify(list.slice(0, MAX_STORED)));
  } catch {
    // full or disabled: the page still works for this visit
  }
  for (const listener of [...listeners]) listener();
}

/** Remembers (or refreshes) a collection and its key, first in the list. */
export function rememberCollection(entry: { id: string; title: string; editKey: string }, now = new Date()) {
  if (!ID.test(entry.id) || !KEY.test(entry.editKey)) return;
  const rest = readStored().filter((c) => c.id !== entry.id);
  write([{ id: entry.id, title: entry.title, editKey: entry.editKey, savedAt: now.toISOString() }, ...rest]);
}

/** Keeps the list's title in step after a rename (the key stays). */
export function renameStored(id: string, title: string) {
  const list = readStored();
  if (!list.some((c) => c.id === id && c.title !== title)) return;
  write(list.map((c) => (c.id === id ? { ...c, title } : c)));
}

/** Forgets a collection: deleted, or its key refused (a newer edit link replaced it). */
export function forgetCollection(id: string) {
  const list = readStored();
  if (list.some((c) => c.id === id)) write(list.filter((c) => c.id !== id));
}

export function editKeyFor(id: string): string | null {
  return readStored().find((c) => c.id === id)?.editKey ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change: the same list everywhere.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLLECTIONS_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored collections, live; empty on the server and while hydrating (no storage there). */
export function useStoredCollections(): StoredCollection[] {
  return useSyncExternalStore(subscribe, readStored, () => EMPTY);
}
