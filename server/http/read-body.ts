// Request bodies, bounded before they are buffered (server/http/node-server.ts reads them).
import type { IncomingMessage } from 'node:http';

/** A request the edge answers itself (a body too large or too slow, a malformed target). */
export class EdgeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The body, bounded: refused at once when Content-Length says too much, and the request destroyed as
 * soon as more than `max` bytes arrived (a chunked body). Read with the stream's events: its async
 * iterator cost a third of a kept POST answer's time.
 */
export function readBody(req: IncomingMessage, max: number, timeoutMs: number): Promise<Buffer> {
  const tooLarge = () => new EdgeRefusal(413, `Request body is larger than ${max} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(tooLarge());
  return new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.pause();
      done(new EdgeRefusal(408, `Request body took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const done = (error: Error | null) => {
      clearTimeout(timer);
      // The error listener stays: a request that fails later (its client resets) must not throw.
      req.off('data', onData).off('end', onEnd).off('close', onClose);
      if (error) reject(error);
      else resolve(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= max) return void parts.push(chunk);
      // Not read further: the 413 closes the connection (node-server's respond) instead of draining it.
      req.pause();
      done(tooLarge());
    };
    const onEnd = () => done(null);
    // Closed before its end: the client went away mid-body.
    const onClose = () => done(Object.assign(new Error('Request body aborted'), { code: 'ECONNRESET' }));
    req
      .on('data', onData)
      .on('end', onEnd)
      .on('error', (error) => done(error))
      .on('close', onClose);
  });
}

/**
 * A small body usually arrives in the packet that brought its head: by the next check phase the parser
 * has handed it over, and it is read at once, with no listener, timer or flowing-mode turns (a kept
 * POST answer's body read cost as much as the rest of the hit). Otherwise it is read as any body is.
 */
export function readArrivedBody(req: IncomingMessage, max: number, timeoutMs: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > max) return readBody(req, max, timeoutMs);
  return new Promise<Buffer>((resolve) =>
    setImmediate(() => {
      if (!req.complete || req.destroyed || req.readableLength > max) return resolve(readBody(req, max, timeoutMs));
      resolve((req.read() as Buffer | null) ?? Buffer.alloc(0));
    }),
  );
}
