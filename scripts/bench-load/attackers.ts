// Phase 2's companions: slow-loris sockets that never finish their request head, and a /healthz
// probe on a fresh connection every 250 ms (no keep-alive, so it also measures accepting a socket).
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { errorCode, latency } from './stats.ts';

export type Loris = {
  opened: number;
  /** Sockets the server ended (timed out), and what it answered first, if anything. */
  closedByServer: number;
  answers: Map<string, number>;
  connectErrors: number;
  /** How long closed sockets had lived, in ms. */
  lifetimes: number[];
  /** Sockets the server still held open when the phase ended. */
  stillOpen: number;
};

export function slowLoris(port: number, count: number, byteEveryMs = 1000) {
  const stats: Loris = {
    opened: 0,
    closedByServer: 0,
    answers: new Map(),
    connectErrors: 0,
    lifetimes: [],
    stillOpen: 0,
  };
  const sockets = new Set<Socket>();
  let running = true;
  const open = (i: number) => {
    const opened = performance.now();
    let connected = false;
    const socket = connect(port, '127.0.0.1');
    sockets.add(socket);
    stats.opened++;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      connected = true;
      socket.write(`GET /?loris=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: bench-load loris\r\nX-Slow: `);
      timer = setInterval(() => socket.write('a'), byteEveryMs);
    });
    let first = true;
    socket.on('data', (chunk) => {
      if (!first) return;
      first = false;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 'garbage';
      stats.answers.set(status, (stats.answers.get(status) ?? 0) + 1);
    });
    socket.on('error', (e) => {
      if (!connected) stats.connectErrors++;
      else if (first) stats.answers.set(errorCode(e), (stats.answers.get(errorCode(e)) ?? 0) + 1);
      first = false;
    });
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (!running) return;
      if (connected) {
        stats.closedByServer++;
        stats.lifetimes.push(performance.now() - opened);
      }
      setTimeout(() => running && open(i), connected ? 0 : 100);
    });
  };
  for (let i = 0; i < count; i++) open(i);
  return {
    stats,
    stop() {
      running = false;
      stats.stillOpen = sockets.size;
      for (const s of sockets) s.destroy();
      return stats;
    },
  };
}

export type Probe = { status: string; ms: number };

export function healthProbe(base: URL, everyMs = 250, timeoutMs = 5000) {
  const probes: Probe[] = [];
  const pending = new Set<Promise<void>>();
  const once = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      let done = false;
      const finish = (status: string) => {
        if (done) return;
        done = true;
        probes.push({ status, ms: performance.now() - t });
        resolve();
      };
      const req = request(
        { host: base.hostname, port: base.port, path: '/healthz', agent: false, timeout: timeoutMs },
        (res) => {
          res.resume();
          res.on('end', () => finish(String(res.statusCode)));
          res.on('close', () => finish(res.complete ? String(res.statusCode) : 'aborted'));
        },
      );
      req.on('timeout', () => {
        finish('timeout');
        req.destroy();
      });
      req.on('error', (e) => finish(errorCode(e)));
      req.end();
    });
  const fire = () => {
    const p = once();
    pending.add(p);
    p.finally(() => pending.delete(p));
  };
  fire();
  const timer = setInterval(fire, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return probes;
    },
  };
}

/** `n probes, 200×n, p99 x ms, max y ms, k over 1 s`, and whether all were 200 within `limitMs`. */
export function probeReport(probes: Probe[], limitMs = 1000) {
  const l = latency(probes.map((p) => p.ms));
  const statuses = new Map<string, number>();
  for (const p of probes) statuses.set(p.status, (statuses.get(p.status) ?? 0) + 1);
  const slow = probes.filter((p) => p.ms > limitMs).length;
  const ok = probes.length > 0 && slow === 0 && probes.every((p) => p.status === '200');
  return { l, statuses, slow, ok };
}
