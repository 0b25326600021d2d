// Open-loop traffic at a fixed rate: request i leaves at start + i/rate whatever the answers do, and
// its latency counts from that moment (so a stalled server cannot slow the clock and hide its queue).
// autocannon's overallRate sends each connection's share in one burst at the top of every second,
// which would measure the burst; this spreads the requests evenly.
import { Agent, request } from 'node:http';
import type { Group, Req } from './mix.ts';
import { errorCode, latency } from './stats.ts';

export type Sample = {
  group: Group;
  status: string;
  ms: number;
  /** When it was due to leave, in ms after the start. */
  sent: number;
};

const TIMEOUT_MS = 10_000;

export async function runPaced(base: URL, next: () => Req, rate: number, seconds: number): Promise<Sample[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const total = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      for (; sent < due; sent++) {
        const p = send(agent, base, next(), start + (sent * 1000) / rate, start).then((s) => {
          samples.push(s);
        });
        inFlight.add(p);
        p.finally(() => inFlight.delete(p));
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  return samples;
}

function send(agent: Agent, base: URL, r: Req, scheduled: number, start: number): Promise<Sample> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: string) => {
      if (done) return;
      done = true;
      const now = performance.now();
      resolve({ group: r.group, status, ms: now - scheduled, sent: scheduled - start });
    };
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: r.body === undefined ? r.headers : { ...r.headers, 'content-length': Buffer.byteLength(r.body) },
        agent,
        timeout: TIMEOUT_MS,
      },
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
    req.end(r.body);
  });
}

/** p99 of the requests sent in each second. */
export function p99PerSecond(samples: Sample[], seconds: number) {
  const out: number[][] = Array.from({ length: Math.ceil(seconds) }, () => []);
  for (const s of samples) out[Math.min(out.length - 1, Math.floor(s.sent / 1000))]?.push(s.ms);
  return out.map((w) => latency(w).p99);
}
