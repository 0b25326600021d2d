// REST bodies are read when their handler asks for them, after whatever the request head decides (a
// token, a rate limit, a content type, a declared length): a request refused from its head is answered
// without a byte of its body read, and its connection closed rather than drained (issue 52). The edge
// (server/http/node-server.ts) hands such a Request no body of its own, only this reader beside it;
// handlers read every body through `requestBytes`, which also takes Requests built elsewhere (tests,
// in-process calls) from their own body stream.

import type { IncomingMessage } from 'node:http';
import { outsideBudget } from '../services/platform/time-budget.ts';
import { readBounded } from './input.ts';
import { type BodyGate, bodyTooLarge, declaresOver, EdgeRefusal, readBody } from './read-body.ts';

/** Reads the body, at most `max` bytes (over it: `tooLarge()`, or the edge's own 413 below its limit). */
export type DeferredReader = (max: number, tooLarge: () => Error) => Promise<Buffer>;

const readers = new WeakMap<Request, DeferredReader>();

export function deferBody(request: Request, reader: DeferredReader): Request {
  readers.set(request, reader);
  return request;
}

/**
 * The edge's Request for a REST route: no body of its own, the reader beside it. A declared length over
 * the route's limit is refused at once; the reader reads at most the handler's limit (or the route's).
 */
export function deferredRequest(
  req: IncomingMessage,
  request: Request,
  route: { maxBodyBytes: number; requestTimeoutMs: number },
  gate: BodyGate,
): Request {
  if (declaresOver(req, route.maxBodyBytes)) throw bodyTooLarge(route.maxBodyBytes);
  return deferBody(request, (max, tooLarge) => {
    const limit = Math.min(max, route.maxBodyBytes);
    return readBody(req, limit, route.requestTimeoutMs, gate).catch((error) => {
      throw error instanceof EdgeRefusal && error.status === 413 && limit === max ? tooLarge() : error;
    });
  });
}

/** The request's body, bounded; refused from the declared length before anything is read. */
export async function requestBytes(request: Request, max: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw tooLarge();
  const reader = readers.get(request);
  readers.delete(request);
  // The time the client takes to send its body is not the server's work: the request's budget waits.
  if (reader) return outsideBudget(() => reader(max, tooLarge));
  const body = request.body;
  if (!body) return Buffer.alloc(0);
  return outsideBudget(() => readBounded(body as unknown as AsyncIterable<Uint8Array>, max, tooLarge));
}
