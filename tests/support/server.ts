import { type AddressInfo, isIP } from 'node:net';
import sharp from 'sharp';
import { compose } from '../../server/compose.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database, Db } from '../../server/db/database.ts';
import type { TrustProxy } from '../../server/http/client-ip.ts';
import type { HttpLimits } from '../../server/http/limits.ts';
import { createNodeServer } from '../../server/http/node-server.ts';
import { baseHeaders } from '../../server/http/security.ts';
import type { ImageHost } from '../../server/images/host.ts';
import { createPublicImageFetcher } from '../../server/images/public-fetch.ts';
import type { NetworkOptions } from '../../server/images/safe-fetch.ts';
import type { Recognizer } from '../../server/ocr/recognizer.ts';
import { memoryRateLimits, type RateLimitSettings } from '../../server/services/platform/rate-limits.ts';
import { testMediaDir } from './media.ts';

const realFetcher = createPublicImageFetcher();
let standInPicture: Buffer | undefined;
/**
 * The public web as tests not about image intake see it (tests/api/admin/image-intake.test.ts is about it):
 * every https address on a public name answers a small PNG; IP literals and localhost still go to the
 * guarded fetcher, which refuses them. A test that passes `network` or `fetchPublicImage` gets its own.
 */
async function publicWebStandIn() {
  standInPicture ??= await sharp({ create: { width: 9, height: 16, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const picture = standInPicture;
  return async (url: string) => {
    const host = URL.canParse(url) ? new URL(url).hostname : '';
    if (!host || host === 'localhost' || isIP(host.replace(/^\[|\]$/g, ''))) return realFetcher(url);
    return picture;
  };
}

export type TestServerOptions = {
  /** Abuse limits for this file's server; the production defaults otherwise. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Believe X-Forwarded-For from this many proxies (tests send it to act as several clients). */
  trustProxy?: TrustProxy;
  /** The image host (the local host in mediaDir otherwise). */
  imageHost?: ImageHost;
  fetchPublicImage?: (url: string) => Promise<Buffer>;
  /** The network layer of every image fetch (loopback stand-ins counted as public). */
  network?: NetworkOptions;
  /** The edge response cache, wired to the app's change feed (and, with a URL, to other instances). */
  cache?: { maxBytes?: number; postMaxBytes?: number; viewsFlushMs?: number; healMs?: number };
  /** The database as opened (its pool and URL reach other instances through the change log on PostgreSQL). */
  database?: Pick<Database, 'pool' | 'kind'> & { url?: string };
  /** Built pages to serve (a directory like web/dist); none otherwise. */
  distDir?: string;
  /** More configuration, as environment variables (JOB_POLL_MS, JOB_CHANGES_EVERY_MS, AIRTABLE_…). */
  env?: Record<string, string>;
  recognizer?: Recognizer;
  /** Edge limits (body size, timeouts, slow readers); the defaults otherwise. */
  http?: Partial<HttpLimits>;
  /** Write an access-log line per request (counted in `accessLines`, kept in `accessLog`), as at LOG_LEVEL=info. */
  accessLog?: boolean;
};

/**
 * The real app on 127.0.0.1:<random>, built by the same composition root as the server (its job
 * runner, change feed and caches), for REST over HTTP; GraphQL tests use `app.yoga.fetch`. Jobs run
 * when a test drains them (`jobs.drain()`). Image variants are cached under `<mediaDir>-data`.
 */
export async function startTestServer(db: Db, mediaDir = testMediaDir(), options: TestServerOptions = {}) {
  const errors: unknown[] = [];
  let accessLines = 0;
  // The last access-log lines as the logger would write them (message and fields), for what they must not hold.
  const accessLog: string[] = [];
  const log = {
    info: (message: string, fields?: object) => {
      accessLines++;
      accessLog.push(`${message} ${JSON.stringify(fields ?? {})}`);
      if (accessLog.length > 1000) accessLog.shift();
    },
    error: (m: string, e?: unknown) => errors.push(e ?? m),
  };
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Transforms in this process (their own process is tested in tests/images/transform-process.test.ts).
    IMAGE_TRANSFORM_IDLE_MS: '0',
    RESPONSE_CACHE_MAX_BYTES: String(options.cache ? (options.cache.maxBytes ?? 8 * 1024 * 1024) : 0),
    GRAPHQL_POST_CACHE_MAX_BYTES: String(options.cache ? (options.cache.postMaxBytes ?? 1024 * 1024) : 0),
    VIEWS_FLUSH_MS: String(options.cache?.viewsFlushMs ?? 10_000),
    CHANGE_HEAL_MS: String(options.cache?.healMs ?? 5_000),
    ...(options.database?.url ? { DATABASE_URL: options.database.url } : {}),
    ...options.env,
  };
  const config = { ...loadConfig(env), mediaDir, dataDir: `${mediaDir}-data` };
  const root = await compose(config, {
    database: {
      prisma: db,
      pool: options.database?.pool,
      kind: options.database?.kind ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite'),
    },
    log,
    imageHost: options.imageHost,
    limits: memoryRateLimits(options.rateLimits),
    fetchPublicImage: options.fetchPublicImage ?? (options.network ? undefined : await publicWebStandIn()),
    network: options.network,
    recognizer: options.recognizer,
    distDir: options.distDir ?? null,
  });
  const { app, cache, postCache } = root;
  let base = '';
  const server = createNodeServer(app.handle, {
    origin: () => base,
    log,
    baseHeaders: baseHeaders(root.security),
    trustProxy: options.trustProxy,
    cache,
    postCache,
    limits: options.http,
    accessLog: options.accessLog,
    bodyRoutes: root.bodyRoutes,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root.defaultOrigin(base);
  return {
    app,
    base,
    errors,
    accessLines: () => accessLines,
    accessLog: () => accessLog.join('\n'),
    gql: async (query: string, variables?: object, token?: string) => {
      const res = await app.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any } };
    },
    cache,
    postCache,
    /** The job runner as the server has it (started by tests that want a running worker). */
    jobs: root.jobs,
    changes: root.changes,
    /** Reads the change log now (PostgreSQL), as the heal timer would. */
    readChangeLog: () => root.caches.readLog(),
    close: async () => {
      await root.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
