import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createMediaHandler, createProxyImageHandler } from '../images/index.ts';

type Fallback = (request: Request, url: URL) => Promise<Response | null>;

/** `/media/*` (the local image host, with sharp variants) and `/proxy-image` (remote images, guarded). */
export function imageRoutes(
  config: Pick<Config, 'dataDir' | 'mediaDir' | 'proxyAllowedHosts' | 'publicUrl'>,
  onError: (e: unknown) => void,
): Fallback {
  const media = createMediaHandler({
    mediaDir: config.mediaDir,
    cacheDir: join(config.dataDir, 'cache', 'media'),
    onError,
  });
  const proxy = createProxyImageHandler({
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
