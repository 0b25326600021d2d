// A second listener for /healthz and /readyz on HEALTH_PORT, served by a worker thread. The main
// event loop takes one new connection per turn (libuv accepts one per loop iteration), and under a
// flood of connections its turns grow to hundreds of milliseconds: a probe on the main port then
// waits behind every queued connection. The worker's loop is idle, so probes are answered at once,
// and what they report is still about the main thread: the time of its last turn (shared memory)
// and its last readiness check (a message every `readyEveryMs`).
import { Worker } from 'node:worker_threads';
import { compiled, entryPoint } from '../runtime/compiled.ts';
import type { Readiness } from './health.ts';

export type HealthPortOptions = {
  host: string;
  /** 0: the OS picks one (tests). */
  port: number;
  /** /healthz answers 503 when the main loop has not turned for this long. */
  stallMs: number;
  readyEveryMs: number;
  readiness: () => Promise<Readiness>;
  /** Which database answers (reported by /readyz). */
  database: string;
  /** More for /readyz, read with each readiness check (the response cache's figures). */
  details?: () => object;
};
export type HealthMessage = { readiness: Readiness; at: number; details?: object } | { draining: true };

const HEARTBEAT_MS = 100;

// Node 20 applies no loader inside workers: from source the .mjs shim loads the TypeScript via tsx.
const workerFile = () =>
  compiled ? entryPoint('health-port-worker', '').file : new URL('./health-port-worker.mjs', import.meta.url);

export async function startHealthPort(options: HealthPortOptions) {
  const heartbeat = new Float64Array(new SharedArrayBuffer(8));
  heartbeat[0] = Date.now();
  const worker = new Worker(workerFile(), {
    workerData: {
      host: options.host,
      port: options.port,
      stallMs: options.stallMs,
      maxReadinessAgeMs: 3 * options.readyEveryMs + 2000,
      database: options.database,
      heartbeat,
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { listening?: number; error?: string }) =>
      m.listening ? resolve(m.listening) : reject(new Error(`health port: ${m.error}`)),
    );
    worker.once('error', reject);
  });
  const beat = setInterval(() => {
    heartbeat[0] = Date.now();
  }, HEARTBEAT_MS).unref();
  let checking: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    const readiness = await options.readiness();
    if (stopped) return;
    worker.postMessage({ readiness, at: Date.now(), details: options.details?.() } satisfies HealthMessage);
    checking = setTimeout(check, options.readyEveryMs).unref();
  };
  await check();
  return {
    port,
    /** From now on /readyz says 503: this instance is shutting down. */
    drain: () => worker.postMessage({ draining: true } satisfies HealthMessage),
    close: async () => {
      stopped = true;
      clearInterval(beat);
      clearTimeout(checking);
      await worker.terminate();
    },
  };
}
