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
 * A form posted from another site's page is not this site's visitor (cross-site request forgery): for
 * the forms whose authority is the visitor's browser (subscribing, sending a contribution). Forms
 * authorised by a secret token in their link (unsubscribe, confirm) do not use this.
 * - `Sec-Fetch-Site`, which current browsers send with every request, says it outright: only
 *   `same-origin` and `none` (the visitor's own act: the address bar, a bookmark) are this site's;
 *   `same-site` (a sibling subdomain) and `cross-site` are not, whatever Origin says.
 * - Without it, Origin decides: `null` (an opaque origin: a sandboxed iframe, a `data:` document, a
 *   redirect from elsewhere) is never this site's page; another origin is refused. This site is its
 *   configured address, or (without PUBLIC_URL, behind a proxy) the host the browser asked for.
 * - With neither (an old browser, a script-less client, curl), nothing says another site sent it.
 */
export function fromAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === new URL(request.url).origin) return false;
  const host = request.headers.get('host');
  return !(host && URL.canParse(origin) && new URL(origin).host === host);
}
