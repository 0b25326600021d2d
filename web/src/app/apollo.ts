import { ApolloClient, type ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { env } from '@/config/env';

/** Where the server puts the cache it filled while rendering (read once by the browser). */
export const APOLLO_STATE_KEY = '__APOLLO_STATE__';

function createCache() {
  return new InMemoryCache({
    // Result unions the site selects with inline fragments (schema/schema.graphql).
    possibleTypes: {
      SubscribeNewsletterResult: ['SubscribeNewsletterSuccess', 'AlreadySubscribedError', 'ValidationError'],
      RecordAppViewResult: ['RecordAppViewSuccess', 'NotFoundError'],
    },
    typePolicies: {
      // One list per filter; pages fetched with `after` are appended (load more).
      Query: { fields: { screens: relayStylePagination(['filter']) } },
      // Stats and Newsletter have no id: keep a single copy each.
      Stats: { keyFields: [] },
      Newsletter: { keyFields: [] },
    },
  });
}

export function createApolloClient(options: { link?: ApolloLink; ssr?: boolean; state?: NormalizedCacheObject }) {
  const cache = createCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    cache,
    ssrMode: options.ssr ?? false,
    link: options.link ?? new HttpLink({ uri: env.graphqlUrl, credentials: 'include' }),
    // Spec section 7: no retries, no refetch on focus; data stays fresh unless a page asks otherwise.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
