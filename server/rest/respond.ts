import { isDatabaseUnavailable, noteUnavailable, outageLine } from '../db/unavailable.ts';
import { requestBytes } from '../http/deferred-body.ts';
import { containsNul } from '../http/input.ts';
import { MAX_REST_JSON_BYTES } from '../http/limits.ts';
import { EdgeRefusal } from '../http/read-body.ts';
import {
  DomainError,
  localized,
  RateLimitedError,
  ServiceUnavailableError,
  TimeBudgetExceededError,
  ValidationError,
} from '../services/platform/errors.ts';
import { type Lang, type MessageKey, type MessageParams, translate } from '../services/platform/messages.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A JSON body already serialized (by the database, for the largest lists). */
export function jsonText(text: string): Response {
  return new Response(text, { status: 200, headers: JSON_HEADERS });
}

export class BadRequestError extends DomainError {}

/** The one refusal shape of every edge: a stable `code`, the catalog `reason`, its words in `lang`. */
export function refusal(
  status: number,
  code: string,
  reason: MessageKey,
  params: MessageParams,
  lang: Lang,
  headers: Record<string, string> = {},
): Response {
  return json({ code, reason, message: translate(lang, reason, params) }, status, headers);
}

export class PayloadTooLargeError extends DomainError {
  override readonly status = 413;
  override readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', { maxBytes });
  }
}

/** Maps domain errors to status codes; anything else is a masked, logged 500. */
export function errorResponse(error: unknown, log: (e: unknown) => void, lang: Lang = 'en'): Response {
  // The edge refused the body as the handler read it (too slow, too many in flight, over its limit).
  if (error instanceof EdgeRefusal) return json({ message: error.message }, error.status, error.headers);
  if (error instanceof ValidationError) return json({ code: error.code, ...localized(error, lang) }, 400);
  if (!(error instanceof DomainError) && isDatabaseUnavailable(error)) {
    if (noteUnavailable()) log(outageLine(error));
    error = new ServiceUnavailableError();
  }
  if (error instanceof DomainError) {
    const headers: Record<string, string> = error.status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    if (
      error instanceof RateLimitedError ||
      error instanceof ServiceUnavailableError ||
      error instanceof TimeBudgetExceededError
    ) {
      headers['retry-after'] = String(error.retryAfterSeconds);
    }
    if (error instanceof RateLimitedError) Object.assign(headers, rateLimitHeaders(error));
    return json({ code: error.code, reason: error.reason, ...localized(error, lang) }, error.status, headers);
  }
  log(error);
  return json({ code: 'INTERNAL', message: translate(lang, 'UNEXPECTED_ERROR') }, 500);
}

/** The IETF draft's RateLimit-* fields of a refusal (the bucket is empty until the reset). */
export function rateLimitHeaders(error: RateLimitedError): Record<string, string> {
  return {
    ...(error.limit ? { 'ratelimit-limit': String(error.limit) } : {}),
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(error.retryAfterSeconds),
  };
}

/** Reads a JSON object body, counting bytes as they arrive; malformed or non-object bodies are a 400. */
export async function readJson(request: Request, maxBytes = MAX_REST_JSON_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new BadRequestError('JSON_EXPECTED');
  const text = await readText(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('JSON_MALFORMED');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('JSON_NOT_OBJECT');
  if (containsNul(body)) throw new BadRequestError('JSON_HAS_NUL');
  return body as Record<string, unknown>;
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  return (await requestBytes(request, maxBytes, () => new PayloadTooLargeError(maxBytes))).toString('utf8');
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
