// Small pieces of the HTTP edge (server/http/node-server.ts) kept apart to keep that file readable:
// request ids, the access log line, the answer when too many requests wait.
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../runtime/log.ts';
import { runInRequest } from '../runtime/request-scope.ts';
import type { EdgeRefusal } from './read-body.ts';

// Random bytes drawn 4 KB at a time: one crypto call per request was a visible share of a cache hit.
let idPool = Buffer.alloc(0);
let idOffset = 0;
export const newRequestId = () => {
  if (idOffset + 8 > idPool.length) {
    idPool = randomBytes(4096);
    idOffset = 0;
  }
  idOffset += 8;
  return idPool.toString('hex', idOffset - 8, idOffset);
};

/** One access-log line when the response closes; `ip` was resolved while the socket was there. */
export function logOnClose(
  log: Pick<Logger, 'info' | 'error'>,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  started: number,
  ip: () => string,
) {
  res.once(
    'close',
    guarded(id, log, () =>
      log.info('request', {
        method: req.method,
        path: (req.url ?? '').split('?')[0]?.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ip: ip(),
        aborted: res.writableFinished ? undefined : true,
      }),
    ),
  );
}

export function refuseBusy(res: ServerResponse, requestId: string) {
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '1',
  };
  res.writeHead(503, headers).end(JSON.stringify({ message: 'The server is busy: try again in a moment.', requestId }));
}

/** A refusal the edge writes before the app is asked (a body it will not read): the connection closes. */
export function refuseEdge(res: ServerResponse, requestId: string, refusal: EdgeRefusal) {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  res
    .writeHead(refusal.status, { ...headers, ...refusal.headers, connection: 'close' })
    .end(JSON.stringify({ message: refusal.message, requestId }));
}

/**
 * Runs a callback the edge attached to a request's objects (close, finish, abort…) so that a failure
 * there — say, reading a socket that is already gone — is logged with the request's id instead of
 * ending the process: such callbacks run outside any promise chain that could catch them.
 */
export function guarded<A extends unknown[]>(id: string, log: Pick<Logger, 'error'>, fn: (...args: A) => void) {
  return (...args: A) => {
    try {
      runInRequest(id, () => fn(...args));
    } catch (error) {
      runInRequest(id, () => log.error(`request ${id}: edge callback failed`, error));
    }
  };
}

const SUPPORTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// Known methods this site never serves (TRACE would echo credentials back to a script): 405.
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = [...SUPPORTED_METHODS].join(', ');

/** Answers a method the site does not serve (405 for ones it refuses, 501 for the rest); false otherwise. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
  const method = req.method ?? '';
  if (SUPPORTED_METHODS.has(method)) return false;
  const status = REFUSED_METHODS.has(method) ? 405 : 501;
  const message = status === 405 ? `${method} is not allowed here` : `${method.slice(0, 20)} is not implemented`;
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', allow: ALLOW };
  res.writeHead(status, { ...headers, connection: 'close' }).end(JSON.stringify({ message, requestId }));
  return true;
}

// Node answers a request it cannot parse (or that timed out) by itself, with bare headers; this is
// that answer with the site's headers. Status codes as Node chooses them.
const PARSER_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: ServerResponse | null },
  base: [string, string][],
) {
  // Nothing to tell a peer that went away, or one whose answer has already begun.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ message: STATUS_CODES[status] });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...base.map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}
