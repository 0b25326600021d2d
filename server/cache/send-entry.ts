// Writing a kept answer: the encoding the client prefers (made the first time it is asked for), a 304
// when the client has it, and header sets built once per entry and reused by every hit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, preferredEncoding } from './accept-encoding.ts';
import type { CachedEntry } from './response-cache.ts';

/** The body in an encoding, compressed the first time it is asked for. */
function bodyFor(entry: CachedEntry, encoding: Encoding): Buffer {
  if (encoding === null) return entry.identity;
  let body = entry[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.identity, { level: 6 });
    entry[encoding] = body;
    entry.grew(body.length);
  }
  return body;
}

function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const list = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return list.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

/** Header sets per entry, state and encoding: built once, reused by every hit. */
const heads = new WeakMap<CachedEntry, Map<string, Record<string, string>>>();
function headersFor(entry: CachedEntry, state: 'hit' | 'miss', encoding: Encoding | 304) {
  let byKind = heads.get(entry);
  if (!byKind) {
    byKind = new Map();
    heads.set(entry, byKind);
  }
  const kind = `${state}:${encoding}`;
  let headers = byKind.get(kind);
  if (!headers) {
    headers = {
      ...entry.headers,
      vary: entry.headers.vary ? 'accept, accept-encoding' : 'accept-encoding',
      'x-cache': state,
    };
    if (entry.conditional) headers.etag = entry.etag;
    if (encoding !== 304) {
      headers['content-length'] = String(bodyFor(entry, encoding).length);
      if (encoding) headers['content-encoding'] = encoding;
    }
    byKind.set(kind, headers);
  }
  return headers;
}

/**
 * What the edge would have set on a response before the app ran: its base headers and the request id.
 * A hit then writes every header in one list, on Node's fast path: once any header has been set one
 * by one, writeHead sets each of the entry's headers again, name checks and all (a third of a small
 * kept answer's time).
 */
export type EdgeHead = { base: readonly (readonly [string, string])[]; requestId: string };

// Per base list (one per server), per entry and kind: the base headers the entry does not override,
// then the entry's own, flattened for writeHead.
const flatHeads = new WeakMap<EdgeHead['base'], WeakMap<Record<string, string>, string[]>>();
function flatHeaders(headers: Record<string, string>, edge: EdgeHead): string[] {
  let byHeaders = flatHeads.get(edge.base);
  if (!byHeaders) {
    byHeaders = new WeakMap();
    flatHeads.set(edge.base, byHeaders);
  }
  let flat = byHeaders.get(headers);
  if (!flat) {
    flat = [];
    for (const [name, value] of edge.base) if (!(name in headers)) flat.push(name, value);
    for (const [name, value] of Object.entries(headers)) flat.push(name, value);
    byHeaders.set(headers, flat);
  }
  return [...flat, 'x-request-id', edge.requestId];
}

/**
 * Writes a kept answer: a 304 when the client has it, else the best encoding it accepts. `edge`: nothing
 * was set on `res` yet, and the edge's own headers go out with the entry's.
 */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedEntry,
  state: 'hit' | 'miss',
  edge?: EdgeHead,
) {
  const head = (status: number, headers: Record<string, string>) =>
    res.writeHead(status, edge ? flatHeaders(headers, edge) : headers);
  if (entry.conditional && matches(req.headers['if-none-match'], entry.etag)) {
    head(304, headersFor(entry, state, 304));
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = bodyFor(entry, encoding);
  head(entry.status, headersFor(entry, state, encoding));
  res.end(req.method === 'HEAD' ? undefined : body);
}
