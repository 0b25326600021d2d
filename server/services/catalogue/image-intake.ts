// Images taken in at the door: an admin's image URL is fetched once from a public https host (the
// guarded fetcher: no internal addresses, redirects re-checked, size and time limits), checked to be
// an image and stored on the image host, whose copy the site serves; the given URL stays the source.
// A refusal names the field and a stable code, so the form says why in the admin's language.
import { createHash } from 'node:crypto';
import { HttpError } from '../../images/errors.ts';
import type { ImageKind } from '../../images/host.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, UpstreamError, ValidationError } from '../platform/errors.ts';
import { type MessageKey, type MessageParams, translate } from '../platform/messages.ts';
import { slugify } from '../platform/text.ts';

export const DEFAULT_INTAKE_MS = 8000;

/** Why an image URL was refused; the web words each one (admin.image.refused.<code>). */
export const INTAKE_CODES = {
  insecure: 'IMAGE_NOT_HTTPS',
  refused: 'IMAGE_ADDRESS_REFUSED',
  unreachable: 'IMAGE_UNREACHABLE',
  notImage: 'IMAGE_NOT_AN_IMAGE',
  tooLarge: 'IMAGE_TOO_LARGE',
  timeout: 'IMAGE_TIMEOUT',
} as const;

class IntakeTimeout extends Error {}

function refusal(path: string, code: MessageKey, params: MessageParams = {}) {
  return new ValidationError([issue(path, code, params)]);
}

function refusalOf(error: HttpError, path: string, ms: number) {
  const detail = error.message;
  if (error.status === 403) {
    return refusal(path, INTAKE_CODES.refused, { detail });
  }
  if (error.status === 413) return refusal(path, INTAKE_CODES.tooLarge, { detail });
  if (error.status === 415 || error.status === 422) {
    return refusal(path, INTAKE_CODES.notImage);
  }
  if (error.status === 504) return refusal(path, INTAKE_CODES.timeout, { seconds: ms / 1000 });
  return refusal(path, INTAKE_CODES.unreachable, { detail });
}

/**
 * `/media/…` when `url` is one of this site's own media addresses: the path itself, or under its address
 * (PUBLIC_URL, else the request's, as REST's `imageUrlAbsolute` writes it); else null.
 */
export function ownMediaPath(ctx: Pick<ServiceContext, 'publicOrigin' | 'siteOrigin'>, url: string): string | null {
  const relative = url.startsWith('/media/') && !url.startsWith('//');
  if (!relative && !URL.canParse(url)) return null;
  const u = new URL(url, 'http://site');
  if (relative) return u.pathname.startsWith('/media/') ? u.pathname : null;
  const origins = [ctx.publicOrigin, ctx.siteOrigin]
    .filter((o) => o && URL.canParse(o))
    .map((o) => new URL(o as string).origin);
  return origins.includes(u.origin) && u.pathname.startsWith('/media/') ? u.pathname : null;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntakeTimeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Fetches `url` and stores it on the image host as `kind`/`name`-<content hash> (a new picture gets a
 * new address, so no cache keeps the old one; the same picture again overwrites itself). Returns the
 * hosted copy's URL. Throws ValidationError (on `path`) for the URL's faults, UpstreamError for the host's.
 */
export async function takeInImage(
  ctx: Pick<
    ServiceContext,
    'fetchPublicImage' | 'imageHost' | 'imageIntakeTimeoutMs' | 'publicOrigin' | 'siteOrigin' | 'readImage'
  >,
  target: { url: string; kind: ImageKind; name: string; path?: string },
): Promise<string> {
  const path = target.path ?? 'imageUrl';
  const ms = ctx.imageIntakeTimeoutMs ?? DEFAULT_INTAKE_MS;
  const own = ownMediaPath(ctx, target.url);
  if (own) {
    // Already on this site's image host: checked, not copied.
    await ctx.readImage(own).catch(() => {
      throw refusal(path, 'IMAGE_OWN_MISSING', { path: own });
    });
    return own;
  }
  if (!/^https:\/\//i.test(target.url)) {
    throw refusal(path, INTAKE_CODES.insecure);
  }
  const started = Date.now();
  let bytes: Buffer;
  try {
    bytes = await withDeadline(ctx.fetchPublicImage(target.url), ms);
  } catch (error) {
    if (error instanceof IntakeTimeout) throw refusalOf(new HttpError(504, 'timeout'), path, ms);
    if (error instanceof HttpError) throw refusalOf(error, path, ms);
    throw error;
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const id = `${slugify(target.name) || 'image'}-${hash}`;
  try {
    const left = Math.max(1, ms - (Date.now() - started));
    const stored = await withDeadline(ctx.imageHost.upload({ kind: target.kind, id, source: bytes }), left);
    return stored.secureUrl;
  } catch (error) {
    const why =
      error instanceof IntakeTimeout
        ? translate('en', 'IMAGE_STORE_TIMEOUT', { seconds: ms / 1000 })
        : String((error as Error).message);
    throw new UpstreamError('IMAGE_STORE_FAILED', { detail: why });
  }
}
