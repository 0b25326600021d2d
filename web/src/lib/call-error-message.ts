import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A failed call's own words when the server gave any (GraphQL errors), else nothing: the caller's fallback applies. */
export function callErrorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}
