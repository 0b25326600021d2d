// The one bridge from node:http to the fetch-style app. It owns what no handler should have to
// think about: a request id per request, bodies bounded before they are buffered, request URLs built
// on a fixed origin (never from the Host header), an abort signal when the client goes away, and a
// last-resort 500 that says nothing about internals.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cacheablePolicy, sendHit, serveWithCache } from '../cache/cache-edge.ts';
import type { CachePolicy } from '../cache/cache-policy.ts';
import { askedBefore, graphqlPostPolicy, isCacheableGraphqlPost } from '../cache/graphql-post.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Logger } from '../runtime/log.ts';
import { attachParsedBody, isJsonContentType, parseGraphqlBody } from '../runtime/parsed-body.ts';
import { runInRequest } from '../runtime/request-scope.ts';
import type { TurnGate } from '../runtime/turn-gate.ts';
import { bodySlots } from './body-slots.ts';
import { clientIp, type TrustProxy } from './client-ip.ts';
import { deferredRequest } from './deferred-body.ts';
import {
  answerClientError,
  guarded,
  logOnClose,
  newRequestId,
  refuseBusy,
  refuseEdge,
  refuseMethod,
} from './edge-parts.ts';
import { boundIdleConnections } from './idle-connections.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './limits.ts';
import {
  type BodyGate,
  bodyTooLarge,
  declaresOver,
  EdgeRefusal,
  hasBody,
  readArrivedBody,
  readBody,
} from './read-body.ts';
import { isDraining } from './shutdown.ts';
import { watchSlowReader } from './slow-readers.ts';
import { writeResponse } from './write-response.ts';

export type FetchHandler = (request: Request) => Promise<Response>;
export type NodeServerOptions = {
  /** Origin the request URLs are built on (PUBLIC_URL or the listening address); read per request. */
  origin: () => string;
  limits?: Partial<HttpLimits>;
  log: Pick<Logger, 'error'> & Partial<Pick<Logger, 'info'>>;
  /** How many proxies (or which addresses) may name the client in X-Forwarded-For; none by default. */
  trustProxy?: TrustProxy;
  /** One log line per request (method, path, status, time, client). */
  accessLog?: boolean;
  /** Headers every response starts with (security, CORS); a response's own headers win. */
  baseHeaders?: Record<string, string>;
  /** Public reads answered from memory before the app is asked (server/cache/cache-edge.ts). */
  cache?: ResponseCache;
  /** Anonymous GraphQL queries over POST, kept apart (server/cache/graphql-post.ts). */
  postCache?: ResponseCache;
  /** Spreads request starts over event-loop turns under load (server/runtime/turn-gate.ts). */
  gate?: TurnGate;
  /** Routes whose bodies may be larger and slower than `limits` allow (a phone's screenshot upload). */
  bodyRoutes?: BodyRoute[];
};

export type BodyRoute = { method: string; path: RegExp; maxBodyBytes: number; requestTimeoutMs: number };

/** Node's own request timeout (the head's wait) is the longest any route allows; bodies are timed in readBody. */
const longestTimeout = (limits: HttpLimits, routes: BodyRoute[] = []) =>
  Math.max(limits.requestTimeoutMs, ...routes.map((r) => r.requestTimeoutMs));

export const REQUEST_ID_HEADER = 'x-request-id';
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
/** A body already being read at the edge (a POST whose cache key is in it). */
type Body = Promise<Buffer>;

/** The request listener alone, for servers that route some paths elsewhere (the image benchmark). */
export function createNodeListener(handle: FetchHandler, opts: NodeServerOptions, isDraining = () => false) {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...opts.limits };
  const trust = opts.trustProxy ?? { hops: 0 };
  const base = Object.entries(opts.baseHeaders ?? {});
  const slots = bodySlots(limits);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const id = newRequestId();
    try {
      accept(req, res, id);
    } catch (error) {
      // Whatever the edge itself trips on is this request's failure, never the process's.
      opts.log.error(`request ${id} failed at the edge:`, error);
      if (res.headersSent) return void res.destroy();
      head(res, id);
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(UNEXPECTED(id));
    }
  };

  function accept(req: IncomingMessage, res: ServerResponse, id: string) {
    const started = performance.now();
    // While shutting down, every answer tells keep-alive clients to reconnect (to another instance).
    if (isDraining()) res.setHeader('connection', 'close');
    // Read now: once the socket is gone (a refused body, a client that left), req.socket is null.
    const remote = req.socket?.remoteAddress;
    let resolvedIp: string | undefined;
    const ip = () => {
      const forwarded = req.headers['x-forwarded-for'];
      resolvedIp ??= clientIp(remote, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trust);
      return resolvedIp;
    };
    if (opts.accessLog && opts.log.info)
      logOnClose({ info: opts.log.info, error: opts.log.error }, req, res, id, started, ip);
    // A method without a body that declares one over the limit is refused unread, before any cache
    // answer: Node would otherwise drain it all to keep the connection (a GET of 300 MB read, then 200).
    if (BODYLESS.has(req.method ?? '') && declaresOver(req, limits.maxBodyBytes)) {
      head(res, id);
      return refuseEdge(res, id, bodyTooLarge(limits.maxBodyBytes));
    }
    const gate: BodyGate = (reserve) => slots.take(ip(), reserve);
    if (opts.postCache && isCacheableGraphqlPost(req)) return acceptPost(req, res, id, ip, gate, opts.postCache);
    const policy = opts.cache ? cacheablePolicy(req) : null;
    // A kept answer costs a lookup and a write: it skips the request scope, the gate and the adapter.
    if (policy && opts.cache && sendHit(opts.cache, policy, req, res, { base, requestId: id }))
      return watchSlowReader(res, limits.sendStallMs);
    head(res, id);
    if (refuseMethod(req, res, id)) return;
    begin(req, res, id, ip, gate, policy && opts.cache ? { policy, cache: opts.cache } : null);
  }

  /** The edge's headers, on every answer the app or the edge writes (kept answers carry them in one list). */
  function head(res: ServerResponse, id: string) {
    if (res.headersSent) return;
    for (const [name, value] of base) res.setHeader(name, value);
    res.setHeader(REQUEST_ID_HEADER, id);
  }

  /** A POST's key is in its body: read it (bounded) first; a kept answer then skips the rest. */
  function acceptPost(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    ip: () => string,
    gate: BodyGate,
    cache: ResponseCache,
  ) {
    const body = readArrivedBody(req, limits.maxBodyBytes, limits.requestTimeoutMs, gate);
    body.then(
      (bytes) => {
        if (res.destroyed) return;
        const policy = graphqlPostPolicy(req, bytes);
        if (policy && sendHit(cache, policy, req, res, { base, requestId: id }))
          return watchSlowReader(res, limits.sendStallMs);
        const keep = policy && (cache.pending.has(policy.key) || askedBefore(policy.key));
        head(res, id);
        begin(req, res, id, ip, gate, keep ? { policy, cache } : null, body);
      },
      // The refusal (413, a client gone) is answered where every request's is.
      () => {
        head(res, id);
        begin(req, res, id, ip, gate, null, body);
      },
    );
  }

  type Kept = { policy: CachePolicy; cache: ResponseCache } | null;
  function begin(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    ip: () => string,
    gate: BodyGate,
    kept: Kept,
    body?: Body,
  ) {
    const start = () =>
      runInRequest(id, () => serve(req, res, id, gate, kept, body), ip(), req.headers['accept-language']).catch(
        (error) => {
          opts.log.error(`request ${id} failed after its response started:`, error);
          res.destroy();
        },
      );
    // Liveness and readiness probes never wait behind other work.
    if (!opts.gate || req.url === '/healthz' || req.url === '/readyz') return void start();
    if (!opts.gate.request(() => res.destroyed || start())) refuseBusy(res, id);
  }

  async function serve(req: IncomingMessage, res: ServerResponse, id: string, gate: BodyGate, kept: Kept, body?: Body) {
    const aborted = new AbortController();
    res.once(
      'close',
      guarded(id, opts.log, () => {
        if (!res.writableFinished) aborted.abort();
      }),
    );
    const produce = (identityOnly: boolean) => respond(req, id, aborted.signal, gate, identityOnly, body);
    const send = (response: Response) => {
      // A body left unread (refused from the head, or cut) is not drained to keep the connection: closed.
      if (hasBody(req) && !req.complete) res.setHeader('connection', 'close');
      return writeResponse(res, response, req.method === 'HEAD', limits.sendStallMs);
    };
    if (kept) {
      await serveWithCache(kept.cache, kept.policy, req, res, produce, send);
      return watchSlowReader(res, limits.sendStallMs);
    }
    await send(await produce(false));
  }

  async function respond(
    req: IncomingMessage,
    id: string,
    signal: AbortSignal,
    gate: BodyGate,
    identityOnly: boolean,
    body?: Body,
  ) {
    try {
      const request = await toRequest(req, id, signal, gate, identityOnly, body);
      return await handle(request);
    } catch (error) {
      if (error instanceof EdgeRefusal) {
        // The rest of an oversized body is not worth reading: close instead of draining it.
        const response = plain(error.status, error.message, id, error.headers);
        if (error.status === 413 || error.status === 408) response.headers.set('connection', 'close');
        return response;
      }
      // The client went away and the work was cut short: nobody to answer, nothing went wrong.
      if (signal.aborted) return plain(499, 'Client closed the request', id);
      opts.log.error(`request ${id} failed:`, error);
      return plain(500, 'Unexpected error.', id);
    }
  }

  async function toRequest(
    req: IncomingMessage,
    id: string,
    signal: AbortSignal,
    gate: BodyGate,
    identityOnly: boolean,
    read?: Body,
  ) {
    const path = req.url ?? '/';
    if (!path.startsWith('/')) throw new EdgeRefusal(400, 'Request target must be a path');
    if (path.length > limits.maxUrlLength) throw new EdgeRefusal(414, 'Request URL is too long');
    let url: URL;
    try {
      url = new URL(opts.origin() + path);
    } catch {
      throw new EdgeRefusal(400, 'Malformed request URL');
    }
    const headers = new Headers();
    try {
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] as string;
        const lower = name.toLowerCase();
        if (lower === REQUEST_ID_HEADER || (identityOnly && lower === 'accept-encoding')) continue;
        headers.append(name, req.rawHeaders[i + 1] as string);
      }
    } catch {
      throw new EdgeRefusal(400, 'Malformed request header');
    }
    headers.set(REQUEST_ID_HEADER, id);
    const method = req.method ?? 'GET';
    const route = bodyRoute(method, url.pathname);
    // REST: its handler reads the body (server/http/deferred-body.ts), once the head has passed.
    if (!read && !BODYLESS.has(method) && url.pathname.startsWith('/api/')) {
      return deferredRequest(req, new Request(url, { method, headers, signal }), route, gate);
    }
    const body = BODYLESS.has(method)
      ? undefined
      : await (read ?? readBody(req, route.maxBodyBytes, route.requestTimeoutMs, gate));
    const graphql =
      body?.length && url.pathname === '/graphql' && isJsonContentType(req.headers['content-type'])
        ? parseGraphqlBody(body)
        : undefined;
    const request = new Request(url, {
      method,
      headers,
      body: body?.length ? new Uint8Array(body) : undefined,
      signal,
    });
    return graphql ? attachParsedBody(request, graphql) : request;
  }

  /**
   * The route's own bounds, or the edge's; a body slower than its route allows is cut in readBody (408).
   * Always there, whatever the route: Node's requestTimeout does not cut a body still trickling in once
   * the head has reached the listener (Node 20), so it never bounded a body on its own.
   */
  function bodyRoute(method: string, pathname: string) {
    const route = opts.bodyRoutes?.find((r) => r.method === method && r.path.test(pathname));
    return {
      maxBodyBytes: route?.maxBodyBytes ?? limits.maxBodyBytes,
      requestTimeoutMs: route?.requestTimeoutMs ?? limits.requestTimeoutMs,
    };
  }

  return listener;
}

/** An HTTP server with the edge limits applied (timeouts enforced within about a second). */
export function createNodeServer(handle: FetchHandler, opts: NodeServerOptions): Server {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...opts.limits };
  // Node checks header and request timeouts only every `connectionsCheckingInterval` (30 s by default),
  // which would let a slow client hold a socket several times longer than the limits say.
  const connectionsCheckingInterval = Math.min(1000, Math.max(100, limits.headersTimeoutMs / 4));
  const listener = createNodeListener(handle, opts, () => isDraining(server));
  const server = createServer({ connectionsCheckingInterval }, listener);
  const base = Object.entries(opts.baseHeaders ?? {});
  server.on('clientError', (error, socket) => answerClientError(error, socket, base));
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = longestTimeout(limits, opts.bodyRoutes);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  boundIdleConnections(server, limits);
  return server;
}

const UNEXPECTED = (requestId: string) => JSON.stringify({ message: 'Unexpected error.', requestId });

function plain(status: number, message: string, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ message, requestId }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
