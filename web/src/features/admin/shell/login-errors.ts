import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type LoginFailure =
  /** The abuse limit answered (HTTP 429, code RATE_LIMITED): its message says when to retry. */
  | { kind: 'rate-limited'; message: string; retryAfter: number | null }
  /** Any other GraphQL error: the server's words. */
  | { kind: 'server'; message: string }
  /** No usable answer at all. */
  | { kind: 'network' };

type WireError = { message?: unknown; extensions?: { code?: unknown; retryAfter?: unknown } };

function fromErrors(errors: readonly WireError[]): LoginFailure | null {
  const first = errors[0];
  if (!first || typeof first.message !== 'string') return null;
  if (first.extensions?.code === 'RATE_LIMITED') {
    const retryAfter = typeof first.extensions.retryAfter === 'number' ? first.extensions.retryAfter : null;
    return { kind: 'rate-limited', message: first.message, retryAfter };
  }
  return { kind: 'server', message: first.message };
}

/**
 * What went wrong with a login call. A 429 arrives as GraphQL errors when the server answers in
 * application/graphql-response+json, and as a ServerError carrying the same body otherwise.
 */
export function describeLoginError(error: unknown): LoginFailure {
  if (CombinedGraphQLErrors.is(error)) return fromErrors(error.errors as readonly WireError[]) ?? { kind: 'network' };
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: WireError[] };
      const found = fromErrors(body.errors ?? []);
      if (found) return found;
    } catch {
      // not JSON: a proxy's error page
    }
  }
  return { kind: 'network' };
}
