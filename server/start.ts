import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadDemo } from './demo/load-demo.ts';
import { imageRoutes } from './http/image-routes.ts';
import { createNodeServer } from './http/node-server.ts';
import { createImageHost } from './images/index.ts';
import { LocalImageHost } from './images/local-host.ts';
import { createLogger } from './log.ts';
import { ensureAdminUser } from './services/auth.ts';
import { createWebHandler } from './web/index.ts';

const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Opens the database (migrating it), loads the demo on an empty one, and listens. */
export async function start(config: Config) {
  const started = performance.now();
  const log = createLogger(config.logLevel);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await ensureAdminUser(db.prisma, config.admin.username, config.admin.password);
    const imageHost = createImageHost(config);
    if (config.seed === 'demo') {
      // Demo images always live on the local host, whatever host is configured for real content.
      const loaded = await loadDemo(db.prisma, new LocalImageHost(config.mediaDir));
      if (loaded) {
        log.info(
          `demo catalogue loaded: ${loaded.apps} apps, ${loaded.screens} screens, ${loaded.categories} categories in ${loaded.ms} ms`,
        );
      }
    }
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
      log: (message, error) => log.error(message, error),
    });
    const app = createApp({
      config,
      db: db.prisma,
      imageHost,
      log,
      fallbacks: [imageRoutes(config, onError), web],
    });
    await app.catalogue.refresh();
    const server = createNodeServer(app.handle, { origin: () => origin, limits: config.http, log });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
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
    return { server, port, app, db, close: () => stop(server, db.close) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function stop(server: Server, closeDb: () => Promise<void>) {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closeDb();
}
