import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createGraphQL } from './graphql/yoga.ts';
import { queryHasNul } from './http/input.ts';
import { bearerToken, errorResponse, json } from './http/respond.ts';
import { adminRoutes } from './http/rest-admin.ts';
import { publicRoutes } from './http/rest-public.ts';
import { Router } from './http/router.ts';
import type { ImageHost } from './images/host.ts';
import type { Logger } from './log.ts';
import { resolveViewer } from './services/auth.ts';
import { createCatalogueSize } from './services/catalogue-size.ts';
import type { ServiceContext, Viewer } from './services/context.ts';

export type AppDeps = {
  config: Pick<Config, 'env'>;
  db: Db;
  imageHost: ImageHost;
  log: Logger;
  /** Extra fetch-style handlers tried before the 404 (media, image proxy, web pages). */
  fallbacks?: Array<(request: Request, url: URL) => Promise<Response | null>>;
};

export function createApp(deps: AppDeps) {
  const logError = (e: unknown) => deps.log.error('request failed:', e);
  const catalogue = createCatalogueSize(deps.db);

  // One context shape for both edges; the viewer is looked up only when something asks.
  const createContext = (request: Request): ServiceContext => {
    const token = bearerToken(request);
    let viewer: Promise<Viewer | null> | undefined;
    return {
      db: deps.db,
      imageHost: deps.imageHost,
      token,
      catalogue: catalogue.current(),
      viewer: () => {
        viewer ??= resolveViewer(deps.db, token);
        return viewer;
      },
    };
  };

  const yoga = createGraphQL({
    production: deps.config.env === 'production',
    development: deps.config.env === 'development',
    createContext,
    logError,
  });
  const router = new Router();
  publicRoutes(router);
  adminRoutes(router);

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/graphql') return yoga.fetch(request);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const match = router.match(request.method, url.pathname);
      if (match === null) return json({ message: 'No API route here' }, 404);
      if (match === 'bad-path' || queryHasNul(url.searchParams)) {
        return json({ message: 'Malformed path or query string' }, 400);
      }
      if (match === 'method-not-allowed') return json({ message: `${request.method} is not allowed here` }, 405);
      try {
        return await match.handler(request, match.params, createContext(request), url);
      } catch (error) {
        return errorResponse(error, logError);
      }
    }
    for (const fallback of deps.fallbacks ?? []) {
      const response = await fallback(request, url);
      if (response) return response;
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  return { handle, yoga, createContext, catalogue };
}
