// Answers a client does not read: once the kernel's buffers are full, the rest waits in this process,
// and a client that never reads would hold it (and its socket) forever. A response whose socket makes
// no progress for `stallMs` is abandoned and the socket closed. One sweep timer serves every response,
// so a fast answer (everything handed to the kernel at once) costs one comparison and no timer.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Watch = { socket: Socket; flushed: number; since: number; stallMs: number };
const watched = new Map<ServerResponse, Watch>();
let sweeper: NodeJS.Timeout | undefined;
let tickMs = 1000;

// Progress is bytes leaving the process. Node's own counters move only when a whole write completes
// (a kept answer is one write of up to several MB), so the libuv queue of the write in flight, which
// shrinks with every partial write, is read too. Both stand still only when the peer takes nothing.
const flushed = (s: Socket) => {
  const queued = (s as Socket & { _handle?: { writeQueueSize?: number } })._handle?.writeQueueSize ?? 0;
  return s.bytesWritten - s.writableLength - queued;
};

/** Call once the response has started; harmless to call twice or on a response already done. */
export function watchSlowReader(res: ServerResponse, stallMs: number) {
  const socket = res.socket;
  if (!socket || stallMs <= 0 || watched.has(res) || res.writableFinished || socket.destroyed) return;
  if (res.writableEnded && socket.writableLength === 0) return;
  watched.set(res, { socket, flushed: flushed(socket), since: performance.now(), stallMs });
  const forget = () => watched.delete(res);
  res.once('finish', forget).once('close', forget);
  if (!sweeper || stallMs / 4 < tickMs) {
    tickMs = Math.max(20, Math.min(1000, stallMs / 4));
    clearInterval(sweeper);
    sweeper = setInterval(sweep, tickMs).unref();
  }
}

function sweep() {
  const now = performance.now();
  for (const [res, w] of watched) {
    const done = w.socket.destroyed ? w.flushed : flushed(w.socket);
    if (w.socket.destroyed) {
      watched.delete(res);
    } else if (done !== w.flushed) {
      w.flushed = done;
      w.since = now;
    } else if (now - w.since >= w.stallMs) {
      watched.delete(res);
      w.socket.destroy();
    }
  }
  if (!watched.size) {
    clearInterval(sweeper);
    sweeper = undefined;
    tickMs = 1000;
  }
}

/** Responses still waiting on their readers (tests and operators). */
export const slowReadersWatched = () => watched.size;
