// Plain HTML forms (they work before the page's script runs, or without it): urlencoded bodies.
import { requestBytes } from '../http/deferred-body.ts';
import { containsNul } from '../http/input.ts';
import { MAX_REST_JSON_BYTES } from '../http/limits.ts';
import { BadRequestError, PayloadTooLargeError } from './respond.ts';

/** A urlencoded form body, counted as it arrives like readJson (64 KB). */
export async function readForm(request: Request, maxBytes = MAX_REST_JSON_BYTES): Promise<URLSearchParams> {
  const text = (await requestBytes(request, maxBytes, () => new PayloadTooLargeError(maxBytes))).toString('utf8');
  const form = new URLSearchParams(text);
  for (const [k, v] of form) {
    if (containsNul(k) || containsNul(v)) throw new BadRequestError('FORM_HAS_NUL');
  }
  return form;
}

export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();

/**
 * A form posted from another site's page (its Origin says so) is not this site's visitor. This site is
 * its configured address, or (without PUBLIC_URL, behind a proxy) the host the browser asked for.
 */
export function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null || origin === 'null') return false;
  if (origin === new URL(request.url).origin) return false;
  const host = request.headers.get('host');
  return !(host && URL.canParse(origin) && new URL(origin).host === host);
}
