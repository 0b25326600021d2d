// Integration surface of the image pipeline: the server wires these three into its routes.
import type { Config } from '../config.ts';
import { CloudinaryImageHost } from './cloudinary-host.ts';
import { type ImageHost, MisconfiguredHost } from './host.ts';
import { withLimits } from './limits.ts';
import { LocalImageHost } from './local-host.ts';
import { createSafeFetcher } from './safe-fetch.ts';
import { DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';

export { CloudinaryImageHost } from './cloudinary-host.ts';
export type { HostStatus, ImageHost, ImageKind, UploadInput, UploadResult } from './host.ts';
export { DEFAULT_LIMITS, type ImageLimits } from './limits.ts';
export { LocalImageHost, MEDIA_PREFIX } from './local-host.ts';
export { createMediaHandler, type MediaHandlerOptions } from './media-handler.ts';
export { createProxyImageHandler, type ProxyImageOptions } from './proxy-handler.ts';
export type { NetworkOptions, Resolver } from './safe-fetch.ts';
export { DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';

export function createImageHost(config: Config): ImageHost {
  if (config.cloudinary) {
    try {
      return new CloudinaryImageHost(config.cloudinary);
    } catch (error) {
      return new MisconfiguredHost(error instanceof Error ? error.message : String(error));
    }
  }
  const allowedHosts = config.proxyAllowedHosts?.length ? config.proxyAllowedHosts : DEFAULT_ALLOWED_HOSTS;
  // Remote sources for the local host go through the same guarded fetcher as the proxy.
  const fetchRemote = createSafeFetcher({ allowedHosts }, withLimits());
  return new LocalImageHost(config.mediaDir, { fetchRemote });
}
