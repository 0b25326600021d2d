// Per-request batching for fields that each list item would otherwise load alone (N+1): the keys
// asked for while one list resolves are loaded with a single call.
import { createContextCache } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';

type Load<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/** Collects keys until the event loop turns (a list's items resolve in one pass), then loads them at once. */
export function batchLoader<K, V>(load: Load<K, V>): (key: K) => Promise<V | undefined> {
  let pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!pending) {
      const keys = new Set<K>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return load([...keys]);
      });
      pending = { keys, result };
    }
    pending.keys.add(key);
    return pending.result.then((values) => values.get(key));
  };
}

/** Where a field sits in the response, list indices left out: every item of one list shares it. */
export function fieldPath(info: GraphQLResolveInfo): string {
  const keys: string[] = [];
  for (let p: GraphQLResolveInfo['path'] | undefined = info.path; p; p = p.prev) {
    if (typeof p.key === 'string') keys.push(p.key);
  }
  return `${info.parentType.name}@${keys.reverse().join('.')}`;
}

/**
 * One loader per request and per field position: aliases and different selections of the same field
 * load separately, each with the selection made for it (`make` runs once per position).
 */
export function loaderPerField<K, V>(make: (ctx: object, info: GraphQLResolveInfo) => Load<K, V>) {
  const perRequest = createContextCache(() => new Map<string, (key: K) => Promise<V | undefined>>());
  return (ctx: object, info: GraphQLResolveInfo, key: K): Promise<V | undefined> => {
    const loaders = perRequest(ctx);
    const at = fieldPath(info);
    let loader = loaders.get(at);
    if (!loader) {
      loader = batchLoader(make(ctx, info));
      loaders.set(at, loader);
    }
    return loader(key);
  };
}
