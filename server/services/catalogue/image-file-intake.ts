// An admin's image file (an app's logo, a category's icon), taken in at the door as visitors' uploads
// are: sniffed, decoded within bounds, re-encoded so only pixels survive (no EXIF, no GPS), then stored
// on the configured image host under a content-hashed name. A refusal names the field and a stable code.
import { createHash } from 'node:crypto';
import { ICON_BOUNDS, ImageTooSmallError } from '../../images/clean.ts';
import { HttpError } from '../../images/errors.ts';
import type { ImageKind } from '../../images/host.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, UpstreamError, ValidationError } from '../platform/errors.ts';
import { slugify } from '../platform/text.ts';

/** Largest logo or icon file accepted, in bytes (the upload routes' body limit). */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

export async function takeInImageFile(
  ctx: Pick<ServiceContext, 'cleanImage' | 'imageHost'>,
  target: { bytes: Buffer; kind: ImageKind; name: string; path: string },
): Promise<string> {
  const { bytes, path } = target;
  if (bytes.length === 0) throw new ValidationError([issue(path, 'FIELD_REQUIRED')]);
  let cleaned: Awaited<ReturnType<ServiceContext['cleanImage']>>;
  try {
    cleaned = await ctx.cleanImage(bytes, ICON_BOUNDS);
  } catch (e) {
    // Our transform failing says nothing of the admin's file: not a refusal.
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    if (e.status === 415) throw new ValidationError([issue(path, 'IMAGE_FILE_TYPE')]);
    if (e instanceof ImageTooSmallError) {
      throw new ValidationError([issue(path, 'IMAGE_FILE_TOO_SMALL', { min: ICON_BOUNDS.minSide })]);
    }
    throw new ValidationError([issue(path, 'IMAGE_FILE_UNREADABLE', { detail: e.message })]);
  }
  const hash = createHash('sha256').update(cleaned.data).digest('hex').slice(0, 12);
  const id = `${slugify(target.name) || 'image'}-${hash}`;
  try {
    const stored = await ctx.imageHost.upload({ kind: target.kind, id, source: cleaned.data });
    return stored.secureUrl;
  } catch (error) {
    throw new UpstreamError('IMAGE_STORE_FAILED', { detail: String((error as Error).message) });
  }
}
