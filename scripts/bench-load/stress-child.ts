// Phase 2's load generator, forked by scripts/bench-load.ts so that 200 busy connections do not
// share an event loop with the /healthz probe and the slow-loris sockets (which would time the
// client's own lag). Gets a StressJob over IPC, says `{ started }` once its connections are set up,
// then `{ result }` (a StressResult), and exits.
import autocannon from 'autocannon';
import type { Group, Req } from './mix.ts';
import { errorCode, type Latency, latency } from './stats.ts';

export type StressJob = { url: string; connections: number; seconds: number; requests: Req[] };
export type StressResult = {
  requests: number;
  seconds: number;
  statuses: Record<Group, Record<string, number>>;
  errors: Record<string, number>;
  latency: Latency;
};

const run = async (job: StressJob): Promise<StressResult> => {
  const statuses: StressResult['statuses'] = { pages: {}, rest: {}, graphql: {}, images: {} };
  const errors: Record<string, number> = {};
  const times: number[] = [];
  const requests: autocannon.Request[] = job.requests.map((r) => ({
    method: r.method,
    path: r.path,
    headers: r.headers,
    body: r.body,
    onResponse: (status: number) => {
      const g = statuses[r.group];
      g[status] = (g[status] ?? 0) + 1;
    },
  }));
  let started = performance.now();
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    // Each connection starts at its own place in the sequence: in lockstep, 200 connections would
    // ask for the same URL at once and the server's page cache would share one render among them.
    let clients = 0;
    const setupClient = (client: autocannon.Client) => {
      const at = (clients++ * 337) % requests.length;
      client.setRequests([...requests.slice(at), ...requests.slice(0, at)]);
    };
    const { url, connections, seconds: duration } = job;
    const options = { url, connections, duration, requests, setupClient, timeout: 10 };
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  instance.on('start', () => {
    started = performance.now();
    process.send?.({ started: true });
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  instance.on('reqError', (e) => {
    const k = /timed out/.test(String(e?.message)) ? 'timeout' : errorCode(e);
    errors[k] = (errors[k] ?? 0) + 1;
  });
  const result = await done;
  return {
    requests: result.requests.total,
    seconds: (performance.now() - started) / 1000,
    statuses,
    errors,
    latency: latency(times),
  };
};

process.once('message', (job: StressJob) => {
  run(job).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
