// Admin test uploads may name any https image on the public internet, through the proxy's fetcher:
// same size, time and redirect limits, and the same refusal of internal addresses at connect time.

import { unsupported } from './errors.ts';
import { createSourceReader } from './image-source.ts';
import { type ImageLimits, withLimits } from './limits.ts';
import type { BucketSource } from './s3-media.ts';
import { createSafeFetcher, type NetworkOptions } from './safe-fetch.ts';
import { sniffRaster } from './sniff.ts';
import { DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';

export function createPublicImageFetcher(network?: NetworkOptions, limits?: Partial<ImageLimits>) {
  const fetchRemote = createSafeFetcher({ allowedHosts: [], anyHost: true }, withLimits(limits), network);
  return async (url: string): Promise<Buffer> => {
    const { bytes } = await fetchRemote(url);
    if (!sniffRaster(bytes)) throw unsupported('the URL does not point to a JPEG, PNG, WebP, AVIF or GIF image');
    return bytes;
  };
}

/** Images the catalogue points at: /media from disk, allowlisted remote hosts through the guarded fetcher. */
export function createImageReader(opts: {
  mediaDir: string;
  allowedHosts?: string[];
  publicOrigin?: string;
  network?: NetworkOptions;
  bucket?: BucketSource;
}) {
  const limits = withLimits();
  const allowedHosts = opts.allowedHosts?.length ? opts.allowedHosts : DEFAULT_ALLOWED_HOSTS;
  return createSourceReader({
    mediaDir: opts.mediaDir,
    publicOrigin: opts.publicOrigin,
    fetchRemote: createSafeFetcher({ allowedHosts }, limits, opts.network),
    maxBytes: limits.maxSourceBytes,
    bucket: opts.bucket,
  });
}
