import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Config } from './config.ts';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function fileResponse(path: string, cache: string): Response {
  const body = createReadStream(path) as unknown as ReadableStream;
  return new Response(body, {
    headers: { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': cache },
  });
}

/** Stored media and the web pages; replaced by the image pipeline and the web server as they land. */
export function webFallbacks(config: Pick<Config, 'mediaDir'>) {
  return [
    async (request: Request, url: URL) => {
      if (request.method !== 'GET' || !url.pathname.startsWith('/media/')) return null;
      const path = normalize(join(config.mediaDir, decodeURIComponent(url.pathname.slice('/media/'.length))));
      if (!path.startsWith(config.mediaDir) || !existsSync(path) || !statSync(path).isFile()) return null;
      return fileResponse(path, 'public, max-age=31536000, immutable');
    },
  ];
}
