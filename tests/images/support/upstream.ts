// A loopback HTTPS server standing in for an image CDN. It counts TCP connections so tests can
// assert that refused requests never reached it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export type Upstream = {
  port: number;
  connections: () => number;
  hits: (path: string) => number;
  route: (path: string, r: Route) => void;
  close: () => Promise<void>;
};

export async function startUpstream(tls: { key: string; cert: string }, port = 0): Promise<Upstream> {
  const routes = new Map<string, Route>();
  const hitCount = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer(tls, (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hitCount.set(path, (hitCount.get(path) ?? 0) + 1);
    const r = routes.get(path);
    if (r) r(req, res);
    else res.writeHead(404).end('missing');
  });
  server.on('connection', (s: Socket) => {
    connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    hits: (p) => hitCount.get(p) ?? 0,
    route: (p, r) => routes.set(p, r),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export const sendBytes =
  (bytes: Buffer, type = 'image/png'): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
    res.end(bytes);
  };
