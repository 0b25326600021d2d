import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createGraphQL } from './graphql/yoga.ts';
import { healthChecks } from './health/health.ts';
import { queryHasNul } from './http/input.ts';
import { GRAPHIQL_CSP, preflight } from './http/security.ts';
import { imageCleaner } from './images/clean.ts';
import type { ImageHost } from './images/host.ts';
import { createImageReader, createPublicImageFetcher } from './images/public-fetch.ts';
import type { BucketSource } from './images/s3-media.ts';
import type { NetworkOptions } from './images/safe-fetch.ts';
import type { Transform } from './images/transform-process.ts';
import { createMcpHandler, MCP_PATH } from './mcp/handler.ts';
import { adminRoutes } from './rest/admin.ts';
import { airtableRoutes } from './rest/airtable.ts';
import { backupRoutes } from './rest/backups.ts';
import { catalogueAdminRoutes } from './rest/catalogue-admin.ts';
import { COLLECTION_KEY_HEADER, collectionRoutes } from './rest/collections.ts';
import { contributionImageRoutes } from './rest/contribution-images.ts';
import { contributionRoutes } from './rest/contributions.ts';
import { createExportFiles } from './rest/export-files.ts';
import { flowRoutes } from './rest/flows.ts';
import { imageToolRoutes } from './rest/image-tools.ts';
import { jobRoutes } from './rest/jobs.ts';
import { newsletterRoutes } from './rest/newsletter.ts';
import { EMBED_PATH, oembedResponse } from './rest/oembed.ts';
import { feedLanguage, feedRoute, openDataRoutes } from './rest/open-data.ts';
import { openDataSite } from './rest/open-data-rows.ts';
import { openApiRoutes } from './rest/openapi.ts';
import { publicRoutes } from './rest/public.ts';
import { bearerToken, errorResponse, refusal } from './rest/respond.ts';
import { Router } from './rest/router.ts';
import { screenIntakeRoutes } from './rest/screen-intake.ts';
import { screenVersionRoutes } from './rest/screen-versions.ts';
import { siteText } from './rest/site-texts.ts';
import type { Logger } from './runtime/log.ts';
import { currentClientIp } from './runtime/request-scope.ts';
import { DEFAULT_IMAGE_MAX_BYTES } from './services/contributions/contribution-images.ts';
import { resolveViewer } from './services/platform/auth.ts';
import { createCatalogueSize } from './services/platform/catalogue-size.ts';
import { type ChangeFeed, createChangeFeed } from './services/platform/changes.ts';
import type { ServiceContext, Viewer } from './services/platform/context.ts';
import type { NewsletterRuntime } from './services/platform/mail-settings.ts';
import { languageOfRequest } from './services/platform/messages.ts';
import { memoryRateLimits, type RateLimits } from './services/platform/rate-limits.ts';
import { budgetedClient, DEFAULT_TIME_BUDGET_MS, withTimeBudget } from './services/platform/time-budget.ts';

export type AppDeps = {
  config: Pick<Config, 'env'> &
    Partial<Pick<Config, 'imageIntakeTimeoutMs' | 'openData' | 'contributions' | 'contributionUploads'>>;
  /** Where the bulk exports are kept on disk, one file per dataset and data version. */
  exportDir?: string;
  db: Db;
  imageHost: ImageHost;
  log: Logger;
  /** Abuse limits; in-memory defaults when not given. */
  limits?: RateLimits;
  /** The job worker (none in tests that do not run jobs). */
  jobs?: { wake(): void };
  /** Public image fetcher for test uploads; the guarded default otherwise. */
  fetchPublicImage?: (url: string) => Promise<Buffer>;
  /** Tests only: the network layer of the image fetchers. */
  network?: NetworkOptions;
  /** Where /media files are, and which hosts remote originals may come from (downloads). */
  images?: { mediaDir: string; allowedHosts?: string[]; publicOrigin?: string; bucket?: BucketSource };
  /** Whether an Airtable base is configured (the sync refuses to start otherwise). */
  airtableConfigured?: boolean;
  /** The newsletter's settings, mail server and public address (nothing is sent without them). */
  newsletter?: NewsletterRuntime;
  /** How long one request may run before its remaining database work is stopped (REQUEST_TIME_BUDGET_MS). */
  timeBudgetMs?: number;
  /** Where writes are announced (the composition root's feed, shared with the jobs); a new one otherwise. */
  changes?: ChangeFeed;
  /** The site's public origin for absolute links (PUBLIC_URL or the listening address); the request's otherwise. */
  siteOrigin?: () => string;
  /** Where image transforms run (the child process); in this process when absent. */
  transform?: Transform;
  /** Extra fetch-style handlers tried before the 404 (media, image proxy, web pages). */
  fallbacks?: Array<(request: Request, url: URL) => Promise<Response | null>>;
};

export function createApp(deps: AppDeps) {
  const logError = (e: unknown) => deps.log.error('request failed:', e);
  const catalogue = createCatalogueSize(deps.db);
  const limits = deps.limits ?? memoryRateLimits();
  const changes = deps.changes ?? createChangeFeed();
  const jobs = deps.jobs ?? { wake: () => {} };
  const fetchPublicImage =
    deps.fetchPublicImage ??
    createPublicImageFetcher(deps.network, { fetchTimeoutMs: deps.config.imageIntakeTimeoutMs });
  const cleanImage = imageCleaner(deps.transform);
  const readImage = createImageReader({ ...(deps.images ?? { mediaDir: '/nonexistent' }), network: deps.network });
  const health = healthChecks(deps.db, (message) => deps.log.info(message));
  const timeBudgetMs = deps.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  // Requests use a client that checks their time budget before each query; background work does not.
  const db = budgetedClient(deps.db);

  const siteOrigin = (request: Request) => deps.siteOrigin?.() || new URL(request.url).origin;

  // One context shape for both edges; the viewer is looked up only when something asks.
  const createContext = (request: Request): ServiceContext => {
    const token = bearerToken(request);
    let viewer: Promise<Viewer | null> | undefined;
    return {
      db,
      imageHost: deps.imageHost,
      token,
      catalogue: catalogue.current(),
      // The edge resolved it per request; in-process calls (page rendering) run inside that request.
      clientIp: currentClientIp() ?? 'unknown',
      limits,
      changes,
      jobs,
      fetchPublicImage,
      readImage,
      cleanImage,
      imageIntakeTimeoutMs: deps.config.imageIntakeTimeoutMs,
      publicOrigin: deps.images?.publicOrigin,
      siteOrigin: siteOrigin(request),
      airtableConfigured: deps.airtableConfigured ?? false,
      newsletter: deps.newsletter,
      contributions: deps.config.contributions,
      collectionKey: request.headers.get(COLLECTION_KEY_HEADER) ?? undefined,
      language: languageOfRequest(request.headers),
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
    timeBudgetMs,
  });
  const mcp = createMcpHandler({ origin: siteOrigin, logError });
  const site = openDataSite(deps.config.openData, siteOrigin);
  const feed = feedRoute({ site }, (request) => createContext(request));
  const router = new Router();
  openDataRoutes(router, { files: createExportFiles(deps.exportDir ?? tmpExports(), deps.db), site });
  publicRoutes(router);
  adminRoutes(router);
  catalogueAdminRoutes(router);
  flowRoutes(router);
  imageToolRoutes(router);
  backupRoutes(router);
  jobRoutes(router);
  airtableRoutes(router);
  newsletterRoutes(router);
  contributionRoutes(router);
  collectionRoutes(router, siteOrigin);
  contributionImageRoutes(router, deps.config.contributionUploads?.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES);
  openApiRoutes(router, siteOrigin);
  screenIntakeRoutes(router, deps.config.contributionUploads?.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES);
  screenVersionRoutes(router, deps.config.contributionUploads?.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES);

  // REST and pages get the same budget as GraphQL operations (a page's in-process calls share it).
  const handle = (request: Request): Promise<Response> => withTimeBudget(timeBudgetMs, () => route(request));

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const early = preflight(request) ?? (await health(request, url));
    if (early) return early;
    if (url.pathname === '/graphql') {
      const response = await yoga.fetch(request);
      // GET answers in the media type Accept chose (GraphQL over HTTP): caches must key on it.
      if (request.method === 'GET' || request.method === 'HEAD') response.headers.append('vary', 'accept');
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('content-security-policy', GRAPHIQL_CSP);
      }
      return response;
    }
    const feedLang = feedLanguage(url.pathname);
    if (feedLang) {
      return feed(request, url, feedLang).catch((error) =>
        errorResponse(error, logError, languageOfRequest(request.headers)),
      );
    }
    if (url.pathname === MCP_PATH) {
      // Stateless: no session to resume (GET) or end (DELETE), so only POST means anything here.
      if (request.method !== 'POST') {
        const lang = languageOfRequest(request.headers);
        return refusal(405, 'METHOD_NOT_ALLOWED', 'MCP_POST_ONLY', {}, lang, { allow: 'POST' });
      }
      const ctx = createContext(request);
      try {
        return await mcp(request, ctx, (kind) => limits.mcp(ctx.clientIp, kind));
      } catch (error) {
        return errorResponse(error, logError, ctx.language);
      }
    }
    if (url.pathname === '/oembed' || EMBED_PATH.test(url.pathname)) {
      return oembedResponse(request, url, createContext(request), { origin: siteOrigin(request) });
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const match = router.match(request.method, url.pathname);
      const lang = languageOfRequest(request.headers);
      if (match === null)
        return refusal(404, 'NOT_FOUND', 'ROUTE_NOT_FOUND', { path: url.pathname.slice(0, 200) }, lang);
      if (match === 'bad-path' || queryHasNul(url.searchParams)) {
        return refusal(400, 'BAD_REQUEST', 'MALFORMED_ADDRESS', {}, lang);
      }
      if (match === 'method-not-allowed') {
        const allow = router.methodsFor(url.pathname).join(', ');
        return refusal(
          405,
          'METHOD_NOT_ALLOWED',
          'METHOD_NOT_ALLOWED',
          { method: request.method.slice(0, 20), allow },
          lang,
          { allow },
        );
      }
      try {
        return await match.handler(request, match.params, createContext(request), url);
      } catch (error) {
        return errorResponse(error, logError, languageOfRequest(request.headers));
      }
    }
    const text = siteText(request, url, siteOrigin(request));
    if (text) return text;
    for (const fallback of deps.fallbacks ?? []) {
      const response = await fallback(request, url);
      if (response) return response;
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  return { handle, yoga, createContext, catalogue, limits, changes, routes: () => router.list() };
}

/** An app built without a data directory (some tests) keeps its exports in a directory of its own. */
const tmpExports = () => join(tmpdir(), `vitrine-exports-${randomUUID()}`);
