// A visitor's (or a curator's) screenshot, cleaned on arrival: only JPEG, PNG, WebP or AVIF (by their bytes), within bounded
// dimensions, decoded and re-encoded as PNG so nothing but pixels survives (EXIF location, camera and
// software tags, ICC comments). Runs where the site's transforms run (a child process, or in-process).
import { HttpError } from './errors.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { sniffRaster } from './sniff.ts';
import { type Transformed, transformImage } from './transform.ts';
import type { Transform } from './transform-process.ts';

export const SCREENSHOT_BOUNDS = {
  /** Smaller than this on either side is not a screenshot anyone can read. */
  minSide: 200,
  /** Kept at most this large (resized inside, never enlarged): a tall phone capture stays legible. */
  maxWidth: 2000,
  maxHeight: 6000,
  /** Decoded pixels refused before any is decoded (a decompression bomb). */
  maxInputPixels: 40_000_000,
};

/** Smaller than SCREENSHOT_BOUNDS.minSide on a side, once decoded: the visitor's to fix, in their words. */
export class ImageTooSmallError extends HttpError {
  constructor() {
    super(422, 'image is too small');
  }
}

/** Logos and category icons: small pictures are fine, large ones are kept at most this large. */
export const ICON_BOUNDS = { minSide: 16, maxWidth: 1024, maxHeight: 1024 };

export type CleanImage = (source: Buffer, bounds?: Partial<typeof SCREENSHOT_BOUNDS>) => Promise<Transformed>;

export function imageCleaner(transform: Transform = transformImage): CleanImage {
  return async (source, bounds) => {
    const kind = sniffRaster(source);
    if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp' && kind !== 'avif') {
      throw new HttpError(415, 'not a JPEG, PNG, WebP or AVIF image');
    }
    const b = { ...SCREENSHOT_BOUNDS, ...bounds };
    const out = await transform(
      source,
      { format: 'png', quality: 100, width: b.maxWidth, height: b.maxHeight },
      { ...DEFAULT_LIMITS, maxInputPixels: b.maxInputPixels, maxOutputDimension: Math.max(b.maxWidth, b.maxHeight) },
    );
    if (out.width < b.minSide || out.height < b.minSide) throw new ImageTooSmallError();
    return out;
  };
}
