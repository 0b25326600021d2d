// "Download" in the viewer: the original image of a public screen, read by the server (the site's own
// /media files from disk, remote originals through the proxy's guarded fetcher), with a file name.
import { HttpError } from '../../images/errors.ts';
import { sniffRaster } from '../../images/sniff.ts';
import type { ServiceContext } from '../platform/context.ts';
import { NotFoundError, UpstreamError } from '../platform/errors.ts';
import { slugify } from '../platform/text.ts';
import { publicScreenWhere } from './screens.ts';

export async function screenOriginal(ctx: ServiceContext, idOrAirtableId: string) {
  const key = idOrAirtableId.trim();
  const screen = await ctx.db.screen.findFirst({ where: publicScreenWhere(key), include: { app: true } });
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id: key.slice(0, 100) });
  // Each download reads a whole original: one address gets the same budget as image-proxy misses.
  await ctx.limits.imageMiss(ctx.clientIp);
  let bytes: Buffer;
  try {
    bytes = await ctx.readImage(screen.cloudinaryUrl ?? screen.imageUrl);
  } catch (error) {
    // A missing or unreadable original is the remote's (or the store's) failure, not a bug here.
    if (error instanceof HttpError && error.status === 404) throw new NotFoundError('ORIGINAL_IMAGE_MISSING');
    throw new UpstreamError('ORIGINAL_IMAGE_UNREADABLE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const format = sniffRaster(bytes) ?? 'png';
  const extension = format === 'jpeg' ? 'jpg' : format;
  const filename = `${slugify(screen.app.name) || 'app'}-${slugify(screen.name) || 'tela'}.${extension}`;
  return { bytes, filename, contentType: `image/${format}` };
}
