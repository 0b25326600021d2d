import { DomainError, ValidationError } from '../services/errors.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export class BadRequestError extends DomainError {}

/** Maps domain errors to status codes; anything else is a masked, logged 500. */
export function errorResponse(error: unknown, log: (e: unknown) => void): Response {
  if (error instanceof ValidationError) return json({ message: error.message, issues: error.issues }, 400);
  if (error instanceof DomainError) {
    const headers: Record<string, string> = error.status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    return json({ message: error.message }, error.status, headers);
  }
  log(error);
  return json({ message: 'Unexpected error.' }, 500);
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON object body with a size cap; malformed or non-object bodies are a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new BadRequestError('Expected a JSON body (content-type: application/json)');
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new BadRequestError('JSON body is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('JSON body must be an object');
  return body as Record<string, unknown>;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
