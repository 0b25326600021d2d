// Small pieces of the HTTP edge (server/http/node-server.ts) kept apart to keep that file readable:
// request ids, the access log line, the answer when too many requests wait.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';
import { runInRequest } from './request-scope.ts';

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

export function logOnClose(
  info: Logger['info'],
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  started: number,
  ip: () => string,
) {
  res.once('close', () =>
    runInRequest(id, () =>
      info('request', {
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
