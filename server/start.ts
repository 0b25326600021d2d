import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { capStatements } from './db/statement-timeout.ts';
import { loadDemo } from './demo/load-demo.ts';
import { connectCaches } from './http/cache-wiring.ts';
import { readinessCheck } from './http/health.ts';
import { startHealthPort } from './http/health-port.ts';
import { imageRoutes } from './http/image-routes.ts';
import { createNodeServer } from './http/node-server.ts';
import { createResponseCache } from './http/response-cache.ts';
import { baseHeaders, type SecurityOptions } from './http/security.ts';
import { closeGracefully } from './http/shutdown.ts';
import { turnGate } from './http/turn-gate.ts';
import { createImageHost } from './images/index.ts';
import { LocalImageHost } from './images/local-host.ts';
import { createJobRunner, type JobRunner } from './jobs/index.ts';
import { createLogger, type Logger } from './log.ts';
import { ensureAdminUser } from './services/auth.ts';
import { memoryRateLimits, postgresRateLimits } from './services/rate-limits.ts';
import { createWebHandler } from './web/index.ts';

const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Opens the database (migrating it), loads the demo on an empty one, and listens. */
export async function start(config: Config) {
  const started = performance.now();
  const log = createLogger(config.logLevel);
  turnGate.configure(config.turnGate);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Before the first query, so every connection of the pool has it: no statement outlives a request's budget.
  if (db.pool) capStatements(db.pool, config.timeBudgetMs);
  try {
    await ensureAdminUser(db.prisma, config.admin.username, config.admin.password);
    const imageHost = createImageHost(config);
    const limits = db.pool ? await postgresRateLimits(config.rateLimits, db.pool) : memoryRateLimits(config.rateLimits);
    const security: SecurityOptions = {
      publicUrl: config.publicUrl,
      imageOrigins: config.cloudinary ? ['https://res.cloudinary.com'] : [],
    };
    if (config.seed === 'demo') {
      // Demo images always live on the local host, whatever host is configured for real content.
      const loaded = await loadDemo(db.prisma, new LocalImageHost(config.mediaDir));
      if (loaded) {
        log.info(
          `demo catalogue loaded: ${loaded.apps} apps, ${loaded.screens} screens, ${loaded.categories} categories in ${loaded.ms} ms`,
        );
      }
    }
    // The sync drops cached pages through the app's change feed (the app exists by the time a job runs).
    const onChange = () => app.changes.emit('catalogue');
    const jobs = await createJobRunner({ config, database: db, imageHost, log, onChange });
    const onError = (e: unknown) => log.error('image request failed:', e);
    // Pages render with the same executor the API uses, in-process (no HTTP round trip).
    const fetchGraphQL = async (query: string, variables?: object) => {
      const response = await app.yoga.fetch('http://in-process/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    };
    // Absolute links (canonical, og:url, sitemap) come from configuration, never from a Host header.
    let origin = config.publicUrl?.replace(/\/+$/, '') ?? '';
    const web = createWebHandler({
      distDir: WEB_DIST,
      publicUrl: () => origin,
      fetchGraphQL,
      security,
      queryRendersPerSecond: config.queryRendersPerSecond,
      log: (message, error) => log.error(message, error),
    });
    const cache = config.cache.maxBytes > 0 ? createResponseCache({ maxBytes: config.cache.maxBytes }) : undefined;
    const app = createApp({
      config,
      db: db.prisma,
      imageHost,
      log,
      limits,
      jobs,
      airtableConfigured: !!config.airtable,
      images: { mediaDir: config.mediaDir, allowedHosts: config.proxyAllowedHosts, publicOrigin: config.publicUrl },
      timeBudgetMs: config.timeBudgetMs,
      fallbacks: [imageRoutes(config, onError, limits), web],
    });
    const caches = connectCaches({
      changes: app.changes,
      cache,
      invalidatePages: web.invalidate,
      viewsFlushMs: config.cache.viewsFlushMs,
      database: db,
      databaseUrl: config.databaseUrl,
      log,
    });
    await app.catalogue.refresh();
    const server = createNodeServer(app.handle, {
      origin: () => origin,
      limits: config.http,
      log,
      trustProxy: config.trustProxy,
      accessLog: config.logLevel === 'info',
      baseHeaders: baseHeaders(security),
      cache,
      gate: turnGate,
    });
    const health = config.health
      ? await startHealthPort({
          host: config.host,
          ...config.health,
          readiness: readinessCheck(db.prisma),
          database: db.kind,
          details: () => ({ cache: cache?.stats() }),
        })
      : undefined;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    }).catch(async (error) => {
      await health?.close();
      throw error;
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (!origin) {
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      origin = `http://${host}:${port}`;
      log.info(`warning: PUBLIC_URL is not set: absolute links (canonical, sitemap, og:url) will use ${origin}`);
    }
    log.info(
      `Vitrine Pública on http://${config.host}:${port} (${db.kind}) ready in ${Math.round(performance.now() - started)} ms`,
    );
    if (health) log.info(`health checks (off the main event loop): http://${config.host}:${health.port}/healthz`);
    jobs.start();
    return {
      server,
      port,
      healthPort: health?.port,
      app,
      db,
      jobs,
      close: () => {
        health?.drain();
        return stop(
          server,
          jobs,
          async () => {
            await caches.close();
            await db.close();
            await health?.close();
          },
          config.shutdownGraceMs,
          log,
        );
      },
      cache,
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes the database. */
async function stop(server: Server, jobs: JobRunner, closeDb: () => Promise<void>, graceMs: number, log: Logger) {
  // A job in progress stops at its next record and stays resumable; requests in flight finish.
  const jobStopped = Promise.race([jobs.stop(), new Promise<void>((r) => setTimeout(r, graceMs).unref())]);
  const [{ forced }] = await Promise.all([closeGracefully(server, graceMs), jobStopped]);
  if (forced) log.error(`shutdown: requests still running after ${graceMs} ms were cut`);
  await closeDb();
  log.info('shutdown complete');
}
