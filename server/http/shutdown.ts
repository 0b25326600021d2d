import type { Server } from 'node:http';

const draining = new WeakSet<Server>();

export const isDraining = (server: Server) => draining.has(server);

/**
 * Stops accepting connections, lets requests in flight finish (answering them with
 * `Connection: close`), and cuts whatever is still open after `timeoutMs`. Resolves when all are gone.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<{ forced: boolean }> {
  draining.add(server);
  return new Promise((resolve) => {
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      resolve({ forced });
    });
    server.closeIdleConnections();
  });
}
