// `npm run bench:load`: the real server (demo catalogue, fresh data directory or DATABASE_URL) in a
// child process, then (1) mixed public traffic (pages, REST, GraphQL, images) at a fixed rate,
// (2) 200 connections as fast as they go plus 50 slow-loris sockets while /healthz is probed every
// 250 ms on the health port (HEALTH_PORT, the target) and on the main port (reported), (3) the fixed rate again to see how soon p99 is back to normal. Prints figures and one
// PASS/FAIL line per target of the issue; exits 1 when one is missed.
// Knobs: BENCH_LOAD_RATE (200 req/s), BENCH_LOAD_SECONDS (60), BENCH_STRESS_SECONDS (30),
// BENCH_RECOVERY_SECONDS (10).
import { discoverMix } from './bench-load/mix.ts';
import { runPhases, SERVER_ENV, warmUp } from './bench-load/phases.ts';
import { type Check, judged, line } from './bench-load/report.ts';
import { startServer, stopOnExit } from './bench-load/server.ts';

async function main(check: Check) {
  const server = await startServer(SERVER_ENV);
  const db = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite';
  line(
    `\nbench:load — server pid ${server.pid} on ${server.base.origin} (${db}), answering after ${(server.startupMs / 1000).toFixed(1)} s`,
  );
  const mix = await discoverMix(server.base);
  await warmUp(server.base, mix);
  await runPhases(server, mix, check);
}

await judged(main, stopOnExit());
