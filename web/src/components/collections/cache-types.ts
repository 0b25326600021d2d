import { type ApolloClient, InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

// The collections' refusals (issue 38), added when a collection dialog or page first renders rather
// than in app/apollo.ts, which every visitor's first load carries: the edit key's refusal is a
// SubmissionRefusedError, which the mutations select through the Error interface.
const registered = new WeakSet<object>();

export function registerCollectionCacheTypes(client: ApolloClient) {
  const cache = client.cache;
  if (!(cache instanceof InMemoryCache) || registered.has(cache)) return;
  registered.add(cache);
  cache.policies.addPossibleTypes({
    Error: ['SubmissionRefusedError', 'NotFoundError', 'ValidationError', 'ConflictError'],
  });
  // An edit answers the whole collection: its list of items replaces the one kept (order, removals).
  cache.policies.addTypePolicies({ Collection: { fields: { items: { merge: false } } } });
}

/** Registers them on the page's client before its first collection call. */
export function useCollectionCacheTypes() {
  registerCollectionCacheTypes(useApolloClient());
}
