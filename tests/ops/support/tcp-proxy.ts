// A TCP proxy on 127.0.0.1:<random port> in front of the PostgreSQL server, which the fault tests cut and
// restore: the app talks to the proxy, the test plays the network.
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * How a cut looks to the app:
 * - `refuse`: the listening socket is closed (connects get ECONNREFUSED at once);
 * - `reset`: connections are accepted and destroyed at once (the driver sees the connection end);
 * - `blackhole`: connections are accepted and never answered (the pool's connect timeout has to fire).
 * In every mode, the connections open at the cut are destroyed, both sides.
 */
export type CutMode = 'refuse' | 'reset' | 'blackhole';

export type TcpProxy = {
  port: number;
  /** Connections forwarded so far. */
  forwarded(): number;
  /** Connection pairs open right now. */
  open(): number;
  cut(mode?: CutMode): Promise<void>;
  /** Accepts and forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let mode: CutMode | undefined;
  let forwarded = 0;
  let port = 0;

  const onConnection = (client: Socket) => {
    if (mode === 'reset') return void client.destroy();
    if (mode === 'blackhole') {
      held.add(client);
      client.on('error', () => {});
      client.once('close', () => held.delete(client));
      return;
    }
    forwarded++;
    const upstream = tcpConnect({ host: target.host, port: target.port });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once('error', reject);
      s.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
        s.off('error', reject);
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });
  const dropAll = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
    for (const s of held) s.destroy();
    held.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    forwarded: () => forwarded,
    open: () => pairs.size,
    async cut(how: CutMode = 'refuse') {
      mode = how;
      // close() stops accepting at once, but its callback waits until every connection is gone: drop them first.
      const closed = how === 'refuse' ? stopListening() : undefined;
      dropAll();
      await closed;
    },
    async restore() {
      mode = undefined;
      for (const s of held) s.destroy();
      held.clear();
      if (!server) await listen();
    },
    async close() {
      mode = 'reset';
      dropAll();
      await stopListening();
    },
  };
}
