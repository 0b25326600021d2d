import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { env } from '@/config/env';
import { adminAuthorization } from '@/lib/admin-token';

/** Where the server puts the cache it filled while rendering (read once by the browser). */
export const APOLLO_STATE_KEY = '__APOLLO_STATE__';

function createCache() {
  return new InMemoryCache({
    // Result unions the site selects with inline fragments (schema/schema.graphql).
    possibleTypes: {
      // The refusals every mutation selects with one fragment (lib/result-error.tsx).
      Error: [
        'AlreadySubscribedError',
        'ConflictError',
        'InvalidCredentialsError',
        'NotFoundError',
        'UpstreamError',
        'ValidationError',
      ],
      SubscribeNewsletterResult: ['SubscribeNewsletterSuccess', 'AlreadySubscribedError', 'ValidationError'],
      RecordAppViewResult: ['RecordAppViewSuccess', 'NotFoundError'],
      LoginResult: ['LoginSuccess', 'InvalidCredentialsError', 'ValidationError'],
      CreateScreenResult: ['CreateScreenSuccess', 'ValidationError', 'ConflictError'],
    },
    typePolicies: {
      // One list per filter and sort (a cursor only continues the sort it came from); pages
      // fetched with `after` are appended (load more).
      Query: { fields: { screens: relayStylePagination(['filter', 'sort']) } },
      // Stats and Newsletter have no id: keep a single copy each.
      Stats: { keyFields: [] },
      Newsletter: { keyFields: [] },
      // A pending submission's screenshots (issue 37) have no id: a newer list replaces the older one.
      Contribution: { fields: { images: { merge: false } } },
    },
  });
}

/**
 * Every admin call carries `Authorization: Bearer <token>` (spec section 6 left some out; the server
 * checks them all). Read per operation, so a login or logout applies at once; an explicit header
 * (the stored-token check, logout) wins. Public operations ignore it.
 */
const adminAuthLink = new ApolloLink((operation, forward) => {
  const authorization = adminAuthorization();
  if (authorization && !operation.getContext().headers?.authorization) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization },
    }));
  }
  return forward(operation);
});

/**
 * Every call asks for the page's language (the i18n provider keeps it on <html lang>), so the
 * server words refusals in it rather than in the browser's own preference.
 */
const languageLink = new ApolloLink((operation, forward) => {
  const language = globalThis.document?.documentElement.lang;
  if (language) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { 'accept-language': language, ...headers },
    }));
  }
  return forward(operation);
});

/**
 * The browser's link: the page's language, the stored admin token, then HTTP (tests point it at their own URL). Queries go
 * as GET so the server's response cache and the browser can keep them; mutations stay POST.
 */
export function browserLink(uri: string = env.graphqlUrl): ApolloLink {
  return ApolloLink.from([
    languageLink,
    adminAuthLink,
    new HttpLink({ uri, credentials: 'same-origin', useGETForQueries: true }),
  ]);
}

function clientOver(cache: InMemoryCache, options: { link?: ApolloLink; ssr?: boolean }) {
  return new ApolloClient({
    cache,
    ssrMode: options.ssr ?? false,
    link: options.link ?? browserLink(),
    // Spec section 7: no retries, no refetch on focus; data stays fresh unless a page asks otherwise.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

export function createApolloClient(options: { link?: ApolloLink; ssr?: boolean; state?: NormalizedCacheObject }) {
  const cache = createCache();
  if (options.state) cache.restore(options.state);
  return clientOver(cache, options);
}

/**
 * The browser's client, a part per task (`pause` ends one): the cache's policies, filling it with
 * the page's state, the client. At the calibrated phone's speed they were one ~120 ms task (issue 62).
 */
export async function createApolloClientInSteps(
  pause: () => Promise<void>,
  options: { link?: ApolloLink; state?: () => NormalizedCacheObject | undefined },
) {
  const cache = createCache();
  await pause();
  const state = options.state?.();
  await pause();
  if (state) cache.restore(state);
  await pause();
  return clientOver(cache, options);
}
