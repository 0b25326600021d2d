// Domain errors: services throw these; GraphQL maps them to result unions, REST to status codes.

export class DomainError extends Error {
  readonly status: number = 400;
  readonly code: string = 'BAD_REQUEST';
}

/** `code`: a stable reason where the client words the message itself (in the reader's language). */
export type FieldIssue = { path: string; message: string; code?: string };

export class ValidationError extends DomainError {
  override readonly status = 400;
  override readonly code = 'VALIDATION_FAILED';
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((i) => i.message).join('; ') || 'Invalid input');
  }
}

export class NotFoundError extends DomainError {
  override readonly status = 404;
  override readonly code = 'NOT_FOUND';
}

export class UnauthorizedError extends DomainError {
  override readonly status = 401;
  override readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Admin authentication required') {
    super(message);
  }
}

export class InvalidCredentialsError extends DomainError {
  override readonly status = 401;
  override readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid credentials');
  }
}

export class AlreadySubscribedError extends DomainError {
  override readonly status = 409;
  override readonly code = 'ALREADY_SUBSCRIBED';
  constructor() {
    super('Already subscribed: this email is already subscribed');
  }
}

export class ConflictError extends DomainError {
  override readonly status = 409;
  override readonly code = 'CONFLICT';
}

/** Turns a zod error into our ValidationError so every edge reports the same messages. */
export function fromZod(error: { issues: { path: PropertyKey[]; message: string }[] }): ValidationError {
  // One message per field, the first rule it broke, as a form would show it.
  const byPath = new Map<string, string>();
  for (const i of error.issues) {
    const path = i.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, i.message);
  }
  return new ValidationError([...byPath].map(([path, message]) => ({ path, message })));
}

export class RateLimitedError extends DomainError {
  override readonly status = 429;
  override readonly code = 'RATE_LIMITED';
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many requests',
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(`${what}. Try again in ${retryAfterSeconds < 90 ? `${retryAfterSeconds} s` : `${minutes} minutes`}.`);
  }
}

/** The database cannot be reached right now; the request may be retried later. */
export class ServiceUnavailableError extends DomainError {
  override readonly status = 503;
  override readonly code = 'SERVICE_UNAVAILABLE';
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The service is temporarily unavailable (database unreachable). Please try again in a few seconds.');
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
    super(`The request took longer than its time budget (${budgetMs} ms) and was stopped. Ask for less at once.`);
  }
}
