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
  ApproveContributionResult: ['ApproveContributionSuccess', 'ValidationError', 'NotFoundError', 'ConflictError'],
  RejectContributionResult: ['RejectContributionSuccess', 'ValidationError', 'NotFoundError', 'ConflictError'],
};

const registered = new WeakSet<object>();

type Ref = { __ref?: string };

/** A page `after` a cursor adds what the list lacks; a first page (a refresh) replaces the list. */
export function mergeQueuePage(
  existing: readonly Ref[] | undefined,
  incoming: readonly Ref[],
  options: { args: Record<string, unknown> | null },
): readonly Ref[] {
  if (!existing || options.args?.after == null) return incoming;
  const known = new Set(existing.map((item) => item.__ref));
  return [...existing, ...incoming.filter((item) => !known.has(item.__ref))];
}

export function registerAdminCacheTypes(client: ApolloClient) {
  const cache = client.cache;
  if (!(cache instanceof InMemoryCache) || registered.has(cache)) return;
  registered.add(cache);
  cache.policies.addPossibleTypes(POSSIBLE_TYPES);
  // A polled job's progress and latest failures replace the previous answer outright (the failure
  // list is not a growing page, and neither has an id to merge by).
  cache.policies.addTypePolicies({
    Job: { fields: { progress: { merge: false }, failures: { merge: false } } },
    // One set of counts (no id): the dashboard's pending count and the queue's four merge into it.
    ContributionCounts: { merge: true },
    // The moderation queue, one list per status: a page asked for `after` a cursor joins the list.
    Query: { fields: { contributions: { keyArgs: ['status'], merge: mergeQueuePage } } },
  });
}
