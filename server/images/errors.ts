// One error type for the whole pipeline so every refusal maps to a real HTTP status with a
// small JSON body, never to a placeholder 200 that would hide the failure from clients and logs.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const tooLarge = (m: string) => new HttpError(413, m);
export const unsupported = (m: string) => new HttpError(415, m);
export const undecodable = (m: string) => new HttpError(422, m);
export const badGateway = (m: string) => new HttpError(502, m);
export const gatewayTimeout = (m: string) => new HttpError(504, m);

export function jsonError(status: number, message: string, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // Failures must not stick in browser or CDN caches: the next attempt may succeed.
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** Turns anything thrown by a handler into a response; unknown errors never leak their text. */
export function errorResponse(err: unknown, onUnexpected?: (err: unknown) => void): Response {
  if (err instanceof HttpError) return jsonError(err.status, err.message, err.headers);
  onUnexpected?.(err);
  return jsonError(500, 'Internal error while processing the image');
}
