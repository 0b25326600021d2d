// Integration surface of the image pipeline: the server wires these three into its routes.
import type { Config } from '../config.ts';
import { CloudinaryImageHost } from './cloudinary-host.ts';
import { type ImageHost, MisconfiguredHost } from './host.ts';
import { withLimits } from './limits.ts';
import { LocalImageHost } from './local-host.ts';
import { S3ImageHost } from './s3-host.ts';
import { type BucketSource, createBucketSource } from './s3-media.ts';
import { createS3Store, type S3Store } from './s3-store.ts';
import { createSafeFetcher } from './safe-fetch.ts';
import { DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';

export { CloudinaryImageHost } from './cloudinary-host.ts';
export type { HostStatus, ImageHost, ImageKind, UploadInput, UploadResult } from './host.ts';
export { DEFAULT_LIMITS, type ImageLimits } from './limits.ts';
export { LocalImageHost, MEDIA_PREFIX } from './local-host.ts';
export { createMediaHandler, type MediaHandlerOptions } from './media-handler.ts';
export { createProxyImageHandler, type ProxyImageOptions } from './proxy-handler.ts';
export { S3ImageHost } from './s3-host.ts';
export type { NetworkOptions, Resolver } from './safe-fetch.ts';
export { DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';

/** The S3 host's bucket, shared by the host, the /media route and the image reader; none on the other hosts. */
export type Bucket = { store: S3Store; source: BucketSource };

export function createBucket(config: Pick<Config, 's3'>): Bucket | undefined {
  if (!config.s3) return undefined;
  const store = createS3Store(config.s3, { timeoutMs: config.s3.timeoutMs });
  return { store, source: createBucketSource(store) };
}

export function createImageHost(
  config: Pick<Config, 'cloudinary' | 's3' | 'proxyAllowedHosts' | 'mediaDir'>,
  bucket = createBucket(config),
): ImageHost {
  const allowedHosts = config.proxyAllowedHosts?.length ? config.proxyAllowedHosts : DEFAULT_ALLOWED_HOSTS;
  // Remote sources for the local and S3 hosts go through the same guarded fetcher as the proxy.
  const fetchRemote = createSafeFetcher({ allowedHosts }, withLimits());
  if (config.s3 && bucket) return new S3ImageHost(config.s3, { store: bucket.store, fetchRemote });
  if (config.cloudinary) {
    try {
      return new CloudinaryImageHost(config.cloudinary);
    } catch (error) {
      return new MisconfiguredHost(error instanceof Error ? error.message : String(error));
    }
  }
  return new LocalImageHost(config.mediaDir, { fetchRemote });
}
