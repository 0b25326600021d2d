import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A failed call's own words when the server gave any (GraphQL errors), else nothing: the caller's fallback applies. */
export function callErrorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}

/** The words a refusal carries: a validation error's first issue says more than its summary. */
export function refusalMessage(result: { message: string; issues?: readonly { message: string }[] }): string {
  return result.issues?.[0]?.message ?? result.message;
}
