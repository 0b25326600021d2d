import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/database.ts';
import { imageRoutes } from '../../server/http/image-routes.ts';
import { createNodeServer } from '../../server/http/node-server.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { createLogger } from '../../server/log.ts';

/**
 * The real app on 127.0.0.1:<random> with its image routes, for REST over HTTP; GraphQL tests use
 * `app.yoga.fetch`. Image variants are cached under `<mediaDir>-data`.
 */
export async function startTestServer(db: Db, mediaDir = '/tmp/vitrine-test-media') {
  const errors: unknown[] = [];
  const log = { ...createLogger('silent'), error: (_m: string, e?: unknown) => errors.push(e) };
  const images = imageRoutes({ dataDir: `${mediaDir}-data`, mediaDir }, (e) => errors.push(e));
  const app = createApp({
    config: { env: 'test' },
    db,
    imageHost: new LocalImageHost(mediaDir),
    log,
    fallbacks: [images],
  });
  let base = '';
  const server = createNodeServer(app.handle, { origin: () => base, log });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    errors,
    gql: async (query: string, variables?: object, token?: string) => {
      const res = await app.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
