// The composition root: the one place that builds the database, the change feed, the caches, the
// image host, the job runner, the web pages and the app from a configuration. The server
// (start.ts), the CLIs and the tests all build through here, so a writer wired in one is wired in all:
// whatever a job, a CLI or a request changes reaches every cache the same way.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { connectCaches } from './cache/cache-wiring.ts';
import { createResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { capStatements } from './db/statement-timeout.ts';
import type { SecurityOptions } from './http/security.ts';
import type { ImageHost } from './images/host.ts';
import { createBucket, createImageHost } from './images/index.ts';
import { imageOrigins } from './images/instances.ts';
import type { NetworkOptions } from './images/safe-fetch.ts';
import { createTransformProcess } from './images/transform-process.ts';
import { createJobRunner } from './jobs/index.ts';
import { createMailer } from './mail/transport.ts';
import type { Recognizer } from './ocr/recognizer.ts';
import { createWebHandler } from './pages/index.ts';
import { catalogueFileRoutes } from './rest/catalogue-admin.ts';
import { uploadBodyRoutes } from './rest/contribution-images.ts';
import { imageRoutes } from './rest/image-routes.ts';
import { intakeBodyRoutes } from './rest/screen-intake.ts';
import { captureBodyRoutes } from './rest/screen-versions.ts';
import { createLogger, type Logger } from './runtime/log.ts';
import { currentClientIp, currentRequestId, runInRequest } from './runtime/request-scope.ts';
import { createChangeFeed } from './services/platform/changes.ts';
import type { NewsletterRuntime } from './services/platform/mail-settings.ts';
import { memoryRateLimits, postgresRateLimits, type RateLimits } from './services/platform/rate-limits.ts';

const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url));

export type ComposeOverrides = {
  /** An open database (tests); opened from the configuration otherwise, and closed by `close`. */
  database?: Pick<Database, 'prisma' | 'pool' | 'kind'>;
  log?: Logger;
  imageHost?: ImageHost;
  limits?: RateLimits;
  fetchPublicImage?: (url: string) => Promise<Buffer>;
  /** Tests only: the network layer of every image fetch (loopback stand-ins counted as public). */
  network?: NetworkOptions;
  recognizer?: Recognizer;
  /** The built web app's directory; null: no pages (the CLIs, API tests). */
  distDir?: string | null;
};

export async function compose(config: Config, overrides: ComposeOverrides = {}) {
  const log = overrides.log ?? createLogger(config.logLevel);
  const owned = overrides.database
    ? null
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const database = overrides.database ?? (owned as Database);
  // Before the first query, so every connection of the pool has it: no statement outlives a request's budget.
  if (owned?.pool) capStatements(owned.pool, config.timeBudgetMs);
  try {
    const changes = createChangeFeed();
    const bucket = createBucket(config);
    const imageHost = overrides.imageHost ?? createImageHost(config, bucket);
    const limits =
      overrides.limits ??
      (database.pool
        ? await postgresRateLimits(config.rateLimits, database.pool)
        : memoryRateLimits(config.rateLimits));
    const n = config.newsletter;
    const newsletter: NewsletterRuntime = {
      settings: n,
      mailer: n.smtpUrl ? createMailer(n.smtpUrl, { concurrency: n.concurrency, timeoutMs: n.smtpTimeoutMs }) : null,
      publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    };
    const jobs = await createJobRunner({
      newsletter,
      config,
      database,
      imageHost,
      log,
      changes,
      watch: changes,
      recognizer: overrides.recognizer,
      network: overrides.network,
      bucket,
      changesEveryMs: config.cache.jobChangesEveryMs,
    });
    const security: SecurityOptions = {
      publicUrl: config.publicUrl,
      imageOrigins: imageOrigins(config),
    };
    // Absolute links (canonical, og:url, sitemap) come from configuration, never from a Host header.
    let origin = config.publicUrl?.replace(/\/+$/, '') ?? '';
    // Pages render with the same executor the API uses, in-process (no HTTP round trip).
    // The page's language (not the visitor's header: pages are kept by address) words its refusals.
    const fetchGraphQL = async (query: string, variables?: object, language = 'pt-BR') => {
      const headers = { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language };
      const call = () =>
        app.yoga.fetch('http://in-process/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables }),
        });
      const response = await runInRequest(currentRequestId() ?? 'in-process', call, currentClientIp(), language);
      return response.json();
    };
    const distDir = overrides.distDir === undefined ? WEB_DIST : overrides.distDir;
    const web = distDir
      ? createWebHandler({
          distDir,
          publicUrl: () => origin,
          fetchGraphQL,
          security,
          queryRendersPerSecond: config.queryRendersPerSecond,
          log: (message, error) => log.error(message, error),
        })
      : undefined;
    const cache = config.cache.maxBytes > 0 ? createResponseCache({ maxBytes: config.cache.maxBytes }) : undefined;
    const postCache =
      config.cache.postMaxBytes > 0
        ? createResponseCache({ maxBytes: config.cache.postMaxBytes, noStore: true })
        : undefined;
    const onImageError = (e: unknown) => log.error('image request failed:', e);
    const transforms =
      config.imageTransformIdleMs > 0
        ? createTransformProcess(config.imageTransformIdleMs, config.childEnv)
        : undefined;
    const app = createApp({
      config,
      db: database.prisma,
      imageHost,
      log,
      limits,
      jobs,
      changes,
      fetchPublicImage: overrides.fetchPublicImage,
      network: overrides.network,
      transform: transforms,
      airtableConfigured: !!config.airtable,
      newsletter,
      images: {
        mediaDir: config.mediaDir,
        allowedHosts: config.proxyAllowedHosts,
        publicOrigin: config.publicUrl,
        bucket: bucket?.source,
      },
      timeBudgetMs: config.timeBudgetMs,
      siteOrigin: () => origin,
      exportDir: join(config.dataDir, 'cache', 'exports'),
      fallbacks: [
        imageRoutes({ ...config, bucket: bucket?.source }, onImageError, limits, overrides.network, transforms),
        ...(web ? [web] : []),
      ],
    });
    const caches = connectCaches({
      changes,
      caches: [cache, postCache],
      invalidatePages: web?.invalidate,
      viewsFlushMs: config.cache.viewsFlushMs,
      healMs: config.cache.healMs,
      database,
      databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
      log,
    });
    return {
      config,
      log,
      database,
      changes,
      imageHost,
      limits,
      jobs,
      web,
      cache,
      postCache,
      caches,
      app,
      security,
      /** Routes the edge lets send larger, slower bodies (a visitor's screenshot). */
      bodyRoutes: [
        ...uploadBodyRoutes(config.contributionUploads),
        ...intakeBodyRoutes(config.contributionUploads),
        ...captureBodyRoutes(config.contributionUploads),
        ...catalogueFileRoutes(config.contributionUploads.timeoutMs),
      ],
      origin: () => origin,
      /** The address the server listens on, when PUBLIC_URL did not say. */
      defaultOrigin(value: string) {
        origin ||= value;
      },
      /** Stops the jobs, the change feed's listeners and (when opened here) the database. */
      async close() {
        transforms?.close();
        await jobs.stop();
        newsletter.mailer?.close();
        await caches.close();
        await owned?.close();
      },
    };
  } catch (error) {
    await owned?.close();
    throw error;
  }
}

export type Composed = Awaited<ReturnType<typeof compose>>;
