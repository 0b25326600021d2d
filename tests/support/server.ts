import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import type { Database, Db } from '../../server/db/database.ts';
import { connectCaches } from '../../server/http/cache-wiring.ts';
import type { TrustProxy } from '../../server/http/client-ip.ts';
import { imageRoutes } from '../../server/http/image-routes.ts';
import type { HttpLimits } from '../../server/http/limits.ts';
import { createNodeServer } from '../../server/http/node-server.ts';
import { createResponseCache } from '../../server/http/response-cache.ts';
import { baseHeaders } from '../../server/http/security.ts';
import type { ImageHost } from '../../server/images/host.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { memoryRateLimits, type RateLimitSettings } from '../../server/services/rate-limits.ts';
import { testMediaDir } from './media.ts';

export type TestServerOptions = {
  /** Abuse limits for this file's server; the production defaults otherwise. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Believe X-Forwarded-For from this many proxies (tests send it to act as several clients). */
  trustProxy?: TrustProxy;
  /** The image host (the local host in mediaDir otherwise). */
  imageHost?: ImageHost;
  /** The job worker the services wake after an enqueue. */
  jobs?: { wake(): void };
  fetchPublicImage?: (url: string) => Promise<Buffer>;
  /** The edge response cache, wired to the app's change feed (and, with a URL, to other instances). */
  cache?: { maxBytes?: number; viewsFlushMs?: number; database?: Pick<Database, 'pool'>; databaseUrl?: string };
  /** Edge limits (body size, timeouts, slow readers); the defaults otherwise. */
  http?: Partial<HttpLimits>;
  /** Write an access-log line per request (counted in `accessLines`), as the server does at LOG_LEVEL=info. */
  accessLog?: boolean;
};

/**
 * The real app on 127.0.0.1:<random> with its image routes, for REST over HTTP; GraphQL tests use
 * `app.yoga.fetch`. Image variants are cached under `<mediaDir>-data`.
 */
export async function startTestServer(db: Db, mediaDir = testMediaDir(), options: TestServerOptions = {}) {
  const errors: unknown[] = [];
  let accessLines = 0;
  const log = {
    info: () => void accessLines++,
    error: (m: string, e?: unknown) => errors.push(e ?? m),
  };
  const limits = memoryRateLimits(options.rateLimits);
  const images = imageRoutes({ dataDir: `${mediaDir}-data`, mediaDir }, (e) => errors.push(e), limits);
  const app = createApp({
    config: { env: 'test' },
    db,
    imageHost: options.imageHost ?? new LocalImageHost(mediaDir),
    log,
    limits,
    jobs: options.jobs,
    fetchPublicImage: options.fetchPublicImage,
    images: { mediaDir },
    fallbacks: [images],
  });
  const cache = options.cache
    ? createResponseCache({ maxBytes: options.cache.maxBytes ?? 8 * 1024 * 1024 })
    : undefined;
  const caches = options.cache
    ? connectCaches({
        changes: app.changes,
        cache,
        invalidatePages: () => {},
        viewsFlushMs: options.cache.viewsFlushMs ?? 10_000,
        database: options.cache.database ?? {},
        databaseUrl: options.cache.databaseUrl,
        log,
      })
    : undefined;
  let base = '';
  const server = createNodeServer(app.handle, {
    origin: () => base,
    log,
    baseHeaders: baseHeaders({}),
    trustProxy: options.trustProxy,
    cache,
    limits: options.http,
    accessLog: options.accessLog,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    errors,
    accessLines: () => accessLines,
    gql: async (query: string, variables?: object, token?: string) => {
      const res = await app.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any } };
    },
    cache,
    close: async () => {
      await caches?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
