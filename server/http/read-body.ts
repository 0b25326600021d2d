// Request bodies, bounded before they are buffered (server/http/node-server.ts reads them).
import type { IncomingMessage } from 'node:http';

/** A request the edge answers itself (a body too large or too slow, a malformed target, too many bodies). */
export class EdgeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Takes a slot for a body of up to `reserve` bytes (or throws its refusal); the slot's release. */
export type BodyGate = (reserve: number) => () => void;

const declaredLength = (req: IncomingMessage) => {
  const raw = req.headers['content-length'];
  return raw === undefined ? null : Number(raw);
};

/** A client that closed its request before its body ended (499, nginx's word for it). */
export const clientGone = () => new EdgeRefusal(499, 'Client closed the request');

/** The refusal of a body over `max` bytes. */
export const bodyTooLarge = (max: number) => new EdgeRefusal(413, `Request body is larger than ${max} bytes`);

/**
 * The body, bounded: refused at once when Content-Length says too much, and the request destroyed as
 * soon as more than `max` bytes arrived (a chunked body). A declared length is read into one buffer of
 * that size; a chunked body into one that doubles up to `max`, never a list of parts joined at the end
 * (twice the memory at its peak). Read with the stream's events: its async iterator cost a third of a
 * kept POST answer's time. `gate` takes a slot for the wait (server/http/body-slots.ts).
 */
export function readBody(req: IncomingMessage, max: number, timeoutMs: number, gate?: BodyGate): Promise<Buffer> {
  const declared = declaredLength(req);
  if ((declared ?? 0) > max) return Promise.reject(bodyTooLarge(max));
  let release: () => void;
  try {
    // A body that has wholly arrived waits for nothing: it takes no slot.
    release = gate && !req.complete ? gate(declared ?? max) : () => {};
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise<Buffer>((resolve, reject) => {
    let buffer: Buffer | null = null;
    let size = 0;
    const timer = setTimeout(() => {
      req.pause();
      done(new EdgeRefusal(408, `Request body took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    let settled = false;
    const done = (error: Error | null) => {
      // Once: a socket error after the end (or a close after an error) must not release the slot twice.
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      release();
      // The error listener stays: a request that fails later (its client resets) must not throw.
      req.off('data', onData).off('end', onEnd).off('close', gone);
      if (error) reject(error);
      else resolve(buffer ? buffer.subarray(0, size) : Buffer.alloc(0));
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.byteLength > max) {
        // Not read further: the 413 closes the connection (node-server's respond) instead of draining it.
        req.pause();
        return done(bodyTooLarge(max));
      }
      if (!buffer || size + chunk.byteLength > buffer.length) {
        const wanted = declared ?? Math.min(max, Math.max(64 * 1024, 2 * (buffer?.length ?? 0), size + chunk.length));
        const grown = Buffer.allocUnsafe(Math.max(wanted, size + chunk.byteLength));
        buffer?.copy(grown, 0, 0, size);
        buffer = grown;
      }
      chunk.copy(buffer, size);
      size += chunk.byteLength;
    };
    const onEnd = () => done(null);
    // Closed before its end, or the socket failed: the client went away mid-body. An edge refusal (no
    // one to answer, nothing to log), not an ECONNRESET the handlers would take for the database's.
    const gone = () => done(clientGone());
    req.on('data', onData).on('end', onEnd).on('error', gone).on('close', gone);
  });
}

/**
 * A small body usually arrives in the packet that brought its head: by the next check phase the parser
 * has handed it over, and it is read at once, with no listener, timer, slot or flowing-mode turns (a
 * kept POST answer's body read cost as much as the rest of the hit). Otherwise it is read as any body is.
 */
export function readArrivedBody(req: IncomingMessage, max: number, timeoutMs: number, gate?: BodyGate) {
  if ((declaredLength(req) ?? 0) > max) return readBody(req, max, timeoutMs, gate);
  return new Promise<Buffer>((resolve) =>
    setImmediate(() => {
      if (!req.complete || req.destroyed || req.readableLength > max)
        return resolve(readBody(req, max, timeoutMs, gate));
      resolve((req.read() as Buffer | null) ?? Buffer.alloc(0));
    }),
  );
}

/** Whether a request carries a body (a declared length above 0, or a chunked one). */
export const hasBody = (req: IncomingMessage) =>
  (declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Whether a request declares a body over `max` bytes. */
export const declaresOver = (req: IncomingMessage, max: number) => (declaredLength(req) ?? 0) > max;
