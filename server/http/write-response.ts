// Writing a fetch-style Response to a node:http response, with backpressure and slow-reader watch.
import type { ServerResponse } from 'node:http';
import { SCOPE_HEADER } from '../cache/cache-policy.ts';
import { currentRateLimit } from '../runtime/request-scope.ts';
import { DOCUMENT_ONLY_HEADERS, FRAMEABLE, SUBRESOURCE } from './security.ts';
import { watchSlowReader } from './slow-readers.ts';

export async function writeResponse(res: ServerResponse, response: Response, head: boolean, stallMs: number) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'x-frame-options' && value === FRAMEABLE) res.removeHeader(name);
    else if (name === SUBRESOURCE) for (const documentOnly of DOCUMENT_ONLY_HEADERS) res.removeHeader(documentOnly);
    else if (name !== 'set-cookie' && name !== SCOPE_HEADER) headers[name] = value;
  });
  // Added here, after any cache: a kept answer never carries another request's count.
  const limit = currentRateLimit();
  if (limit && !headers['ratelimit-remaining']) {
    headers['ratelimit-limit'] = String(limit.limit);
    headers['ratelimit-remaining'] = String(limit.remaining);
    headers['ratelimit-reset'] = String(limit.resetSeconds);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  // A reader that stops taking bytes leaves drained() below waiting until its socket is closed.
  watchSlowReader(res, stallMs);
  if (!response.body || head) {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drained(res);
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}

/** Resolves once the socket can take more, or is gone; leaves no listener behind either way. */
function drained(res: ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}
