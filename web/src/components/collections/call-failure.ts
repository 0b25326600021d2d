import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type CollectionRefusalRef, collectionRefusal } from './refusal-fields';

/**
 * Why a collection call did not go through, in words the visitor reads. The server words its
 * refusals in the page's language (every call asks for it): a result union's refusal carries its
 * `code` and `message`; the abuse limit (429) arrives as GraphQL errors, or as a ServerError whose
 * body holds them when the answer's type is not GraphQL's own.
 */
export type Refusal = {
  /** KEY_REFUSED: the edit key was refused (wrong, revoked); LIMITED: too many for now. */
  kind: 'key-refused' | 'limited' | 'gone' | 'invalid' | 'other';
  code: string | null;
  message: string | null;
  /** A validation error's words by field (`title`, `description`, `note`). */
  fields?: Record<string, string>;
};

export const KEY_REFUSED = 'COLLECTION_KEY_REFUSED';

type WireError = { message?: unknown; extensions?: { code?: unknown; reason?: unknown } };

function fromErrors(errors: readonly WireError[]): Refusal | null {
  const first = errors[0];
  if (!first || typeof first.message !== 'string') return null;
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
  return { kind: code === 'RATE_LIMITED' ? 'limited' : 'other', code, message: first.message };
}

/** A failed call (thrown by Apollo): the limit, the server's words, or nothing usable (network). */
export function refusalOfError(error: unknown): Refusal {
  if (CombinedGraphQLErrors.is(error)) {
    const found = fromErrors(error.errors as readonly WireError[]);
    if (found) return found;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: WireError[] };
      const found = fromErrors(body.errors ?? []);
      if (found) return found;
    } catch {
      // not JSON: a proxy's error page
    }
  }
  return { kind: 'other', code: null, message: null };
}

/** A result union's refusal (SubmissionRefusedError, NotFoundError, ValidationError, ConflictError). */
export function refusalOfResult(ref: CollectionRefusalRef): Refusal {
  const result = collectionRefusal(ref);
  const code = result.code;
  const message = result.message;
  if (result.__typename === 'ValidationError') {
    const fields: Record<string, string> = {};
    // 'input.title' or 'title': the field is the last part of the path.
    for (const issue of result.issues) fields[issue.path.split('.').at(-1) ?? issue.path] ??= issue.message;
    return { kind: 'invalid', code, message: result.issues[0]?.message ?? message, fields };
  }
  if (code === KEY_REFUSED) return { kind: 'key-refused', code, message };
  if (result.__typename === 'NotFoundError') return { kind: 'gone', code, message };
  return { kind: 'other', code, message };
}
