import { type FragmentType, graphql, useFragment as unmask } from '@/gql';

// Kept apart so the public pages' error box uses it without this module's fragment.
export { callErrorMessage } from './call-error-message';

// Every mutation that can be refused answers a result union whose refusals implement the schema's
// `Error` interface; each one selects them with this fragment (`...ResultError`) instead of its own
// list (the cache learns Error's possible types in app/apollo.ts).
export const ResultErrorFields = graphql(`
  fragment ResultError on Error {
    message
    ... on ValidationError {
      issues {
        path
        message
        code
      }
    }
  }
`);

export type ResultErrorRef = FragmentType<typeof ResultErrorFields>;

/** A refusal's own fields: its type, message and, for a validation error, its issues. */
export function resultError(ref: ResultErrorRef | undefined) {
  return unmask(ResultErrorFields, ref);
}

/** The words a refusal carries: a validation error's first issue says more than its summary. */
export function refusalMessage(ref: ResultErrorRef): string {
  const error = unmask(ResultErrorFields, ref);
  return (error.__typename === 'ValidationError' ? error.issues[0]?.message : undefined) ?? error.message;
}
