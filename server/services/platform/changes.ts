// Every writer (services, jobs, CLIs) announces what public data it changed; whatever keeps answers
// (the edge response cache, rendered pages, other instances) listens and drops what it holds.
// Writers never talk to a cache themselves. This is the one list of what can change.

/**
 * - `apps`: these apps and their screens (a screen added, edited, moved; an image hosted; a logo)
 * - `catalogue`: wider than a few apps (categories, an Airtable sync that touched many records)
 * - `text`: words read from images (OCR); only answers to a search depend on them
 * - `views`: view counters; `newsletter`: the subscriber count
 */
export type Change =
  | { kind: 'apps'; ids: number[] }
  | { kind: 'catalogue' }
  | { kind: 'text' }
  | { kind: 'views' }
  | { kind: 'newsletter' };
export type ChangeKind = Change['kind'];
export const CHANGE_KINDS: readonly ChangeKind[] = ['apps', 'catalogue', 'text', 'views', 'newsletter'];

export type ChangeFeed = {
  emit(change: Change): void;
  subscribe(listener: (change: Change) => void): () => void;
};

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  return {
    emit: (change) => {
      for (const listener of listeners) listener(change);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A change naming some apps; more than `wide` of them is the catalogue (one flush, not hundreds of drops). */
export function appsChanged(ids: Iterable<number>, wide = 200): Change | null {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return null;
  return unique.length > wide ? { kind: 'catalogue' } : { kind: 'apps', ids: unique };
}

/**
 * For writers that change one record at a time in a long run (OCR: one job per screen): the first
 * change goes out at once, later ones at most once per `everyMs`, merged, and none is lost.
 */
export function coalescing(
  feed: Pick<ChangeFeed, 'emit'>,
  everyMs: number,
): Pick<ChangeFeed, 'emit'> & {
  flush(): void;
} {
  let held: Change[] = [];
  let timer: NodeJS.Timeout | undefined;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    last = Date.now();
    for (const change of merge(held)) feed.emit(change);
    held = [];
  };
  return {
    emit(change) {
      held.push(change);
      if (timer) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) return flush();
      timer = setTimeout(flush, wait);
      timer.unref();
    },
    flush,
  };
}

/** One change per kind; the apps of several `apps` changes together. */
export function merge(changes: Change[]): Change[] {
  const kinds = new Set(changes.map((c) => c.kind));
  const ids = changes.flatMap((c) => (c.kind === 'apps' ? c.ids : []));
  const out: Change[] = [];
  if (kinds.has('catalogue')) out.push({ kind: 'catalogue' });
  else if (ids.length) out.push(appsChanged(ids) as Change);
  for (const kind of ['text', 'views', 'newsletter'] as const) if (kinds.has(kind)) out.push({ kind });
  return out;
}
