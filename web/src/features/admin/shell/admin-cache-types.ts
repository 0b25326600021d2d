import { type ApolloClient, InMemoryCache } from '@apollo/client';

// The admin screens' result unions and job fields, added to the cache when an admin page first
// renders instead of in app/apollo.ts: that file is in every visitor's first load, these are not.
// The cache's own API for it (possibleTypes given at construction go through the same call).

const POSSIBLE_TYPES = {
  UpdateScreenResult: ['UpdateScreenSuccess', 'ValidationError', 'NotFoundError', 'ConflictError'],
  DeleteScreenResult: ['DeleteScreenSuccess', 'ValidationError', 'NotFoundError'],
  ReorderScreensResult: ['ReorderScreensSuccess', 'ValidationError', 'NotFoundError'],
  UpdateAppResult: ['UpdateAppSuccess', 'ValidationError', 'NotFoundError'],
  StartImageMigrationResult: ['StartImageMigrationSuccess', 'ValidationError', 'ConflictError'],
  CancelJobResult: ['CancelJobSuccess', 'ValidationError', 'NotFoundError'],
  TestImageUploadResult: ['TestImageUploadSuccess', 'ValidationError', 'UpstreamError'],
  StartAirtableSyncResult: ['StartAirtableSyncSuccess', 'ConflictError'],
  RestoreDeletedRecordResult: ['RestoreDeletedRecordSuccess', 'NotFoundError'],
};

const registered = new WeakSet<object>();

export function registerAdminCacheTypes(client: ApolloClient) {
  const cache = client.cache;
  if (!(cache instanceof InMemoryCache) || registered.has(cache)) return;
  registered.add(cache);
  cache.policies.addPossibleTypes(POSSIBLE_TYPES);
  // A polled job's progress and latest failures replace the previous answer outright (the failure
  // list is not a growing page, and neither has an id to merge by).
  cache.policies.addTypePolicies({
    Job: { fields: { progress: { merge: false }, failures: { merge: false } } },
  });
}
