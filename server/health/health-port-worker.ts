// The health port's worker (see health-port.ts): answers from what the main thread last reported.
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { Readiness } from './health.ts';
import type { HealthMessage } from './health-port.ts';

const { host, port, stallMs, maxReadinessAgeMs, database, heartbeat } = workerData as {
  host: string;
  port: number;
  stallMs: number;
  maxReadinessAgeMs: number;
  database: string;
  heartbeat: Float64Array;
};

let last: { readiness: Readiness; at: number; details?: object } | undefined;
let draining = false;
parentPort?.on('message', (m: HealthMessage) => {
  if ('draining' in m) draining = true;
  else last = m;
});

function answer(path: string): [number, object] {
  const lastTurnMsAgo = Math.max(0, Math.round(Date.now() - (heartbeat[0] ?? 0)));
  if (lastTurnMsAgo > stallMs) return [503, { status: 'stalled', lastTurnMsAgo }];
  if (path === '/healthz') return [200, { status: 'ok' }];
  if (draining) return [503, { status: 'unavailable', database, reason: 'shutting down' }];
  if (!last || Date.now() - last.at > maxReadinessAgeMs) {
    return [503, { status: 'unavailable', database, reason: 'no recent readiness check' }];
  }
  // Unlike the public port's /readyz, this one says what runs and why it is not ready.
  return last.readiness.ok
    ? [200, { status: 'ready', database, migrations: last.readiness.migrations, ...last.details }]
    : [503, { status: 'unavailable', database, reason: last.readiness.reason, ...last.details }];
}

const server = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (path !== '/healthz' && path !== '/readyz') {
    res.writeHead(404, headers).end(JSON.stringify({ message: 'Only /healthz and /readyz here' }));
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
  } else {
    const [status, body] = answer(path);
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  }
  req.resume();
});
server.headersTimeout = 5000;
server.requestTimeout = 5000;
server.on('error', (e) => parentPort?.postMessage({ error: e.message }));
server.listen(port, host, () => {
  const address = server.address();
  parentPort?.postMessage({ listening: typeof address === 'object' && address ? address.port : port });
});
