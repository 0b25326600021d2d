// Domain errors: services throw these; GraphQL maps them to result unions, REST to status codes.
// Each names a catalog key (`reason`) and its values; `message` is the English text, for logs, and
// the edges answer with `localized(error, language)` (server/services/platform/messages.ts).
import { isMessageKey as isKey, type Lang, type MessageKey, type MessageParams, translate } from './messages.ts';

export class DomainError extends Error {
  readonly status: number = 400;
  readonly code: string = 'BAD_REQUEST';
  constructor(
    readonly reason: MessageKey = 'BAD_REQUEST',
    readonly params: MessageParams = {},
  ) {
    super(translate('en', reason, params));
  }
}

/** One refused field: `code` is the catalog key, stable for clients; `message` its English words. */
export type FieldIssue = { path: string; code: MessageKey; params?: MessageParams; message: string };

/** A refused field; `field` in the message's values is the path unless given. */
export function issue(path: string, code: MessageKey, params: MessageParams = {}): FieldIssue {
  const values = { field: path, ...params };
  return { path, code, params: values, message: translate('en', code, values) };
}

export class ValidationError extends DomainError {
  override readonly status = 400;
  override readonly code = 'VALIDATION_FAILED';
  constructor(readonly issues: FieldIssue[]) {
    super(issues[0]?.code ?? 'INVALID_INPUT', issues[0]?.params ?? {});
    // The summary names every refused field, as before: the first issue's words are only its start.
    this.message = issues.map((i) => i.message).join('; ') || this.message;
  }
}

/** An error's words in `lang`: the summary and, for a validation error, each field's. */
export function localized(error: DomainError, lang: Lang) {
  if (!(error instanceof ValidationError)) return { message: translate(lang, error.reason, error.params) };
  const issues = error.issues.map((i) => ({ path: i.path, code: i.code, message: translate(lang, i.code, i.params) }));
  return { message: issues.map((i) => i.message).join('; ') || translate(lang, 'INVALID_INPUT'), issues };
}

export class NotFoundError extends DomainError {
  override readonly status = 404;
  override readonly code = 'NOT_FOUND';
}

export class UnauthorizedError extends DomainError {
  override readonly status = 401;
  override readonly code = 'UNAUTHENTICATED';
  constructor() {
    super('UNAUTHENTICATED');
  }
}

export class InvalidCredentialsError extends DomainError {
  override readonly status = 401;
  override readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('INVALID_CREDENTIALS');
  }
}

export class AlreadySubscribedError extends DomainError {
  override readonly status = 409;
  override readonly code = 'ALREADY_SUBSCRIBED';
  constructor() {
    super('ALREADY_SUBSCRIBED');
  }
}

/** A visitor's submission without a valid proof of work, or with the honeypot filled: nothing is kept. */
export class SubmissionRefusedError extends DomainError {
  override readonly status = 403;
  override readonly code = 'SUBMISSION_REFUSED';
}

export class ConflictError extends DomainError {
  override readonly status = 409;
  override readonly code = 'CONFLICT';
}

/** A record that existed and was taken down (a collection an administrator removed): 410 over REST. */
export class GoneError extends DomainError {
  override readonly status = 410;
  override readonly code = 'GONE';
}

type ZodIssue = {
  path: PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  values?: unknown[];
  input?: unknown;
  params?: MessageParams;
};

/** The catalog key of a zod issue: a schema's own message is a key; zod's defaults map by kind. */
function keyOfZod(i: ZodIssue): MessageKey {
  if (isKey(i.message)) return i.message;
  const list = i.origin === 'array' || i.origin === 'set';
  if (i.code === 'too_big') return list ? 'LIST_TOO_LONG' : i.origin === 'string' ? 'FIELD_TOO_LONG' : 'FIELD_TOO_BIG';
  if (i.code === 'too_small')
    return list ? 'LIST_TOO_SHORT' : i.origin === 'string' ? 'FIELD_TOO_SHORT' : 'FIELD_TOO_SMALL';
  if (i.code === 'invalid_value') return 'FIELD_ONE_OF';
  if (i.code === 'invalid_type' && i.input === undefined) return 'FIELD_REQUIRED';
  return 'FIELD_INVALID';
}

/** Turns a zod error into our ValidationError so every edge reports the same messages. */
export function fromZod(error: { issues: ZodIssue[] }): ValidationError {
  // One message per field, the first rule it broke, as a form would show it.
  const byPath = new Map<string, FieldIssue>();
  for (const i of error.issues) {
    const path = i.path.map(String).join('.');
    if (byPath.has(path)) continue;
    // A refusal of the whole input (empty path) names it "input"; a schema's own `field` wins.
    const params: MessageParams = { field: path || 'input', ...i.params };
    if (typeof i.maximum === 'number' || typeof i.maximum === 'bigint') params.max = String(i.maximum);
    if (typeof i.minimum === 'number' || typeof i.minimum === 'bigint') params.min = String(i.minimum);
    if (i.values) params.values = i.values.map(String).join(', ');
    byPath.set(path, issue(path, keyOfZod(i), params));
  }
  return new ValidationError([...byPath.values()]);
}

export class RateLimitedError extends DomainError {
  override readonly status = 429;
  override readonly code = 'RATE_LIMITED';
  constructor(
    readonly retryAfterSeconds: number,
    what:
      | 'TOO_MANY_REQUESTS'
      | 'TOO_MANY_LOGINS'
      | 'TOO_MANY_SUBSCRIPTIONS'
      | 'TOO_MANY_CONFIRMATIONS'
      | 'TOO_MANY_IMAGES'
      | 'TOO_MANY_MCP_CALLS'
      | 'TOO_MANY_EXPORTS'
      | 'TOO_MANY_CONTRIBUTIONS'
      | 'TOO_MANY_UPLOADS'
      | 'TOO_MANY_COLLECTIONS'
      | 'TOO_MANY_COLLECTION_EDITS' = 'TOO_MANY_REQUESTS',
    /** The bucket's size, for the RateLimit-* headers (IETF draft) when known. */
    readonly limit?: number,
  ) {
    super(what, { retryAfterSeconds });
  }
}

/** The database cannot be reached right now; the request may be retried later. */
export class ServiceUnavailableError extends DomainError {
  override readonly status = 503;
  override readonly code = 'SERVICE_UNAVAILABLE';
  readonly retryAfterSeconds = 5;
  constructor() {
    super('SERVICE_UNAVAILABLE');
  }
}

/** Another service (the image host, Airtable, a remote image) failed; the message says which and why. */
export class UpstreamError extends DomainError {
  override readonly status = 502;
  override readonly code = 'UPSTREAM_FAILED';
}

/**
 * The request ran past its time budget (REQUEST_TIME_BUDGET_MS): what was still running was stopped.
 * A 503 with Retry-After, as for an unreachable database: the same request may well fit a quieter moment.
 */
export class TimeBudgetExceededError extends DomainError {
  override readonly status = 503;
  override readonly code = 'TIME_BUDGET_EXCEEDED';
  readonly retryAfterSeconds = 1;
  constructor(budgetMs: number) {
    super('TIME_BUDGET_EXCEEDED', { budgetMs });
  }
}

/** A GraphQL operation over its cost: refused before any resolver reads data (the cost in whole units). */
export class QueryTooCostlyError extends DomainError {
  override readonly code = 'QUERY_TOO_COSTLY';
  constructor(cost: number, max: number) {
    super('GRAPHQL_TOO_COSTLY', { cost: Math.ceil(cost), max: Math.floor(max) });
  }
}
