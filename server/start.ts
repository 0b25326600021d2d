import type { Server } from 'node:http';
import { type Composed, type ComposeOverrides, compose } from './compose.ts';
import type { Config } from './config.ts';
import { type DemoLoaded, loadDemo } from './demo/load-demo.ts';
import { renderInChild } from './demo/render-in-child.ts';
import { readinessCheck } from './health/health.ts';
import { startHealthPort } from './health/health-port.ts';
import { createNodeServer } from './http/node-server.ts';
import { baseHeaders } from './http/security.ts';
import { closeGracefully } from './http/shutdown.ts';
import { perInstanceWarning } from './images/instances.ts';
import { seedHost, seedHostSpec } from './images/seed-host.ts';
import { queuePaletteBackfill } from './jobs/palette.ts';
import { needsPreparation, prepareInChild } from './prepare.ts';
import { createLogger, type Logger } from './runtime/log.ts';
import { turnGate } from './runtime/turn-gate.ts';
import { ensureAdminUser } from './services/platform/auth.ts';
import { queueSimilarBackfillIfNeeded } from './services/platform/similar-contracts.ts';

/**
 * Opens the database (migrating it), loads the demo on an empty one, and listens. `overrides`: the
 * browser tests' image stand-ins on loopback (`network`); nothing in production.
 */
export async function start(config: Config, overrides: Pick<ComposeOverrides, 'network'> = {}) {
  const started = performance.now();
  turnGate.configure(config.turnGate);
  // First start (or an upgrade): creating, migrating and seeding run in a child whose memory is returned.
  // It is silent for a minute or more (initdb, the demo's ~770 images): say so, then how far it is.
  const early = createLogger(config.logLevel);
  const firstRender = (done: number, total: number) =>
    early.info(
      `demo catalogue: ${done} of ${total} images rendered (${Math.round((done * 100) / total)}%)${
        done === total ? '; writing the catalogue and its search index (about a minute)' : ''
      }`,
    );
  let prepared: DemoLoaded | null = null;
  if (await needsPreparation(config)) {
    early.info(
      config.seed === 'demo'
        ? 'first start: creating the database and rendering the demo catalogue (minutes on two cores; later starts take seconds)'
        : 'preparing the database (creating or migrating it)',
    );
    prepared = await prepareInChild(config, firstRender);
  }
  const root = await compose(config, overrides);
  const { log, app, cache, postCache, jobs } = root;
  const db = root.database;
  try {
    await ensureAdminUser(db.prisma, config.admin.username, config.admin.password);
    if (prepared) logLoaded(log, prepared);
    else if (config.seed === 'demo') {
      const spec = seedHostSpec(config);
      logLoaded(
        log,
        await loadDemo(db.prisma, seedHost(spec), () => renderInChild(spec, config.childEnv, firstRender)),
      );
    }
    await app.catalogue.refresh();
    const server = createNodeServer(app.handle, {
      origin: root.origin,
      limits: config.http,
      log,
      trustProxy: config.trustProxy,
      accessLog: config.logLevel === 'info',
      baseHeaders: baseHeaders(root.security),
      cache,
      postCache,
      gate: turnGate,
      bodyRoutes: root.bodyRoutes,
    });
    const health = config.health
      ? await startHealthPort({
          host: config.host,
          ...config.health,
          readiness: readinessCheck(db.prisma),
          database: db.kind,
          details: () => ({ cache: cache?.stats(), postCache: postCache?.stats() }),
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
    if (!root.origin()) {
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      root.defaultOrigin(`http://${host}:${port}`);
      log.info(`warning: PUBLIC_URL is not set: absolute links (canonical, sitemap, og:url) will use ${root.origin()}`);
    }
    log.info(
      `Vitrine Pública on http://${config.host}:${port} (${db.kind}) ready in ${Math.round(performance.now() - started)} ms`,
    );
    const perInstance = perInstanceWarning(config, root.imageHost.name);
    if (perInstance) log.info(perInstance);
    if (health) log.info(`health checks (off the main event loop): http://${config.host}:${health.port}/healthz`);
    jobs.start();
    // Screens without a palette or a look (taken in before they existed; the demo's first start) get them
    // in the background: both checks read every screen of a large catalogue, so neither delays the listen.
    queuePaletteBackfill(db.prisma).then(
      (job) => job && jobs.wake(),
      (error) => log.error('queueing the palette backfill failed', error),
    );
    queueSimilarBackfillIfNeeded(db.prisma).then(
      (job) => job && jobs.wake(),
      (error) => log.error('queueing the similar-screens backfill failed', error),
    );
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
          root,
          async () => {
            await health?.close();
          },
          config.shutdownGraceMs,
          log,
        );
      },
      cache,
    };
  } catch (error) {
    await root.close();
    throw error;
  }
}

function logLoaded(log: Logger, loaded: DemoLoaded | null) {
  if (!loaded) return;
  const { apps, screens, categories, ms } = loaded;
  log.info(`demo catalogue loaded: ${apps} apps, ${screens} screens, ${categories} categories in ${ms} ms`);
}

/** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes the rest. */
async function stop(
  server: Server,
  root: Pick<Composed, 'jobs' | 'close'>,
  closeHealth: () => Promise<void>,
  graceMs: number,
  log: Logger,
) {
  // A job in progress stops at its next record and stays resumable; requests in flight finish.
  const jobStopped = Promise.race([root.jobs.stop(), new Promise<void>((r) => setTimeout(r, graceMs).unref())]);
  const [{ forced }] = await Promise.all([closeGracefully(server, graceMs), jobStopped]);
  if (forced) log.error(`shutdown: requests still running after ${graceMs} ms were cut`);
  await root.close();
  await closeHealth();
  log.info('shutdown complete');
}
