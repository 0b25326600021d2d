// Connections between requests. Node's keep-alive timeout is a socket timeout, which any byte the
// client sends restarts, and its header timeout only starts once a request line begins: a client
// that reads nothing and sends a CRLF every second (what llhttp skips between requests) held its
// connection, and the unread answer in the kernel's buffers, forever. Here the time between
// requests is measured from the end of the last answer and only a new request resets it: bytes that
// do not become a request within `headersTimeoutMs` of arriving close the connection, and so does
// `keepAliveTimeoutMs` without a request. One sweep timer serves every connection.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Idle = { since: number; bytesRead: number; bytesSeenAt?: number };

export function boundIdleConnections(server: Server, limits: { headersTimeoutMs: number; keepAliveTimeoutMs: number }) {
  const idle = new Map<Socket, Idle>();
  const rest = (socket: Socket) => idle.set(socket, { since: performance.now(), bytesRead: socket.bytesRead });
  server.on('connection', (socket: Socket) => {
    // Until its first request a connection is Node's (headersTimeout covers a slow first request line).
    socket.once('close', () => idle.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once('finish', () => {
      if (!socket.destroyed) rest(socket);
    });
  });
  const tickMs = Math.max(50, Math.min(1000, limits.headersTimeoutMs / 4));
  const timer = setInterval(() => {
    const now = performance.now();
    for (const [socket, state] of idle) {
      if (socket.destroyed) {
        idle.delete(socket);
        continue;
      }
      if (state.bytesSeenAt === undefined && socket.bytesRead > state.bytesRead) state.bytesSeenAt = now;
      const stalledHead = state.bytesSeenAt !== undefined && now - state.bytesSeenAt >= limits.headersTimeoutMs;
      if (stalledHead || now - state.since >= limits.keepAliveTimeoutMs) {
        idle.delete(socket);
        socket.destroy();
      }
    }
  }, tickMs).unref();
  server.once('close', () => clearInterval(timer));
  return { idleConnections: () => idle.size };
}
