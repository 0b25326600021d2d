import type { ApolloCache } from '@apollo/client';

export type AppRef = { __typename: 'App'; id: string };

// What public pages read from the cache after an admin write: dropped here, so the next page that
// needs it asks the server again (which drops its own cached pages on every write).
const PUBLIC_LISTS = ['screens', 'stats', 'tags'];

function forget(cache: ApolloCache, app: AppRef | undefined, appFields: string[], rootFields: string[]) {
  const id = app && cache.identify(app);
  if (id) for (const fieldName of appFields) cache.evict({ id, fieldName });
  for (const fieldName of rootFields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** After a screen was added: the app's screens (read again when shown) and the gallery's lists. */
export function forgetAppScreens(cache: ApolloCache, app: AppRef) {
  forget(cache, app, ['screens', 'firstScreen'], PUBLIC_LISTS);
}

/**
 * After a screen was edited, moved or deleted from the editor, which reloads the app's screens
 * itself (dropping them here would blank the list it shows until then).
 */
export function forgetPublicScreens(cache: ApolloCache, app: AppRef) {
  forget(cache, app, ['firstScreen'], PUBLIC_LISTS);
}

/** After an app's status, info, url or categories changed: every list and page that shows apps. */
export function forgetApps(cache: ApolloCache) {
  forget(cache, undefined, [], ['apps', 'app', ...PUBLIC_LISTS]);
}
