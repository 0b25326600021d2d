// Services announce that public data changed; whatever caches responses at the edge listens and
// drops what it holds. Writers never talk to a cache themselves.

/** catalogue: apps, screens, categories, images; views: view counters; newsletter: the subscriber count. */
export type ChangeKind = 'catalogue' | 'views' | 'newsletter';
export type ChangeFeed = {
  emit(kind: ChangeKind): void;
  subscribe(listener: (kind: ChangeKind) => void): () => void;
};

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<(kind: ChangeKind) => void>();
  return {
    emit: (kind) => {
      for (const listener of listeners) listener(kind);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
