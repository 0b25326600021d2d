import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createMediaHandler, createProxyImageHandler, DEFAULT_LIMITS } from '../images/index.ts';
import { createGate } from '../images/variant-service.ts';

type Fallback = (request: Request, url: URL) => Promise<Response | null>;

/** `/media/*` (the local image host, with sharp variants) and `/proxy-image` (remote images, guarded). */
export function imageRoutes(
  config: Pick<Config, 'dataDir' | 'mediaDir' | 'proxyAllowedHosts' | 'publicUrl'>,
  onError: (e: unknown) => void,
): Fallback {
  // One transform budget for both routes: sharp runs on libuv's thread pool, which file reads share.
  const transformGate = createGate(DEFAULT_LIMITS.maxConcurrentTransforms, DEFAULT_LIMITS.maxQueuedJobs);
  const media = createMediaHandler({
    transformGate,
    mediaDir: config.mediaDir,
    cacheDir: join(config.dataDir, 'cache', 'media'),
    onError,
  });
  const proxy = createProxyImageHandler({
    transformGate,
    mediaDir: config.mediaDir,
    cacheDir: join(config.dataDir, 'cache', 'proxy'),
    allowedHosts: config.proxyAllowedHosts,
    publicOrigin: config.publicUrl,
    onError,
  });
  return async (request, url) => {
    if (url.pathname.startsWith('/media/')) return media(request);
    if (url.pathname === '/proxy-image') return proxy(request);
    return null;
  };
}
