// bench:load's three phases against a running server: `npm run bench:load` (its own server) and
// `npm run bench:memory` (npm start's, measured between phases) both run them.
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { healthProbe, slowLoris } from './attackers.ts';
import { everyRequest, GROUPS, type Mix, picker } from './mix.ts';
import { p99PerSecond, runPaced } from './paced.ts';
import { type Check, line, printPaced, printProbes, printStress, serverMeter } from './report.ts';
import { track } from './server.ts';
import { countBy, histogram, latency, ms } from './stats.ts';
import type { StressJob, StressResult } from './stress-child.ts';

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};
const RATE = num('BENCH_LOAD_RATE', 200);
const LOAD_SECONDS = num('BENCH_LOAD_SECONDS', 60);
const STRESS_SECONDS = num('BENCH_STRESS_SECONDS', 30);
const RECOVERY_SECONDS = num('BENCH_RECOVERY_SECONDS', 10);
const CONNECTIONS = 200;
const LORIS_SOCKETS = 50;
const HEALTHZ_LIMIT_MS = 1000;
const RECOVERY_LIMIT_S = 5;
// One client address sends everything: the abuse limits must not trip in phase 1.
export const SERVER_ENV = { RATE_LIMIT_IMAGE_MISSES_PER_MINUTE: '1000000', RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000000' };

/** Phase 2's load in a child process, so its 200 busy connections do not delay our probes' clocks. */
function stress(url: string, mix: Mix) {
  const requests = Array.from({ length: 997 }, picker(mix, 2));
  const job: StressJob = { url, connections: CONNECTIONS, seconds: STRESS_SECONDS, requests };
  const child = track(
    fork(fileURLToPath(new URL('./stress-child.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  let started = () => {};
  const done = new Promise<StressResult>((resolve, reject) => {
    child.on('message', (m: { started?: true; result?: StressResult }) => {
      if (m.started) started();
      if (m.result) resolve(m.result);
    });
    child.once('exit', (code) => reject(new Error(`the load generator exited (code ${code}) without its figures`)));
    child.send(job);
  });
  return { started: new Promise<void>((resolve) => (started = resolve)), done };
}

export async function warmUp(base: URL, mix: Mix) {
  const started = performance.now();
  const statuses = new Map<string, number>();
  for (const r of everyRequest(mix)) {
    const res = await fetch(new URL(r.path, base), { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    countBy([String(res.status)], (s) => s, statuses);
  }
  const sizes = GROUPS.map((g) => `${g} ${mix[g].length} endpoints/${mix[g].flat().length} URLs`);
  line(`  mix: ${sizes.join(', ')}`);
  line(`  warm-up (every URL once, in turn): ${ms(performance.now() - started)} — ${histogram(statuses)}`);
}

export type Target = { base: URL; healthBase: URL; pid: number; isUp: () => boolean };

/** Phases 1–3 (fixed rate, flood with slow-loris, recovery); `onPhase` is told as each one starts. */
export async function runPhases(server: Target, mix: Mix, check: Check, onPhase: (name: string) => void = () => {}) {
  const { base, healthBase, pid } = server;
  // The main port takes one new connection per event-loop turn (libuv), so under a flood its probes
  // queue behind every waiting connection; orchestrators probe the health port, answered off that loop.
  const probeBoth = () => ({ health: healthProbe(healthBase), main: healthProbe(base) });
  const report = async (p: ReturnType<typeof probeBoth>) => {
    const ok = printProbes(await p.health.stop(), HEALTHZ_LIMIT_MS, 'health port');
    mainOk = printProbes(await p.main.stop(), HEALTHZ_LIMIT_MS, 'main port') && mainOk;
    return ok;
  };
  let mainOk = true;
  const meter = serverMeter(pid);
  onPhase('phase 1');
  line(
    `\nPhase 1 — ${RATE} req/s for ${LOAD_SECONDS} s, open loop (latency counts from each request's scheduled start)`,
  );
  let probe = probeBoth();
  const samples1 = await runPaced(base, picker(mix, 1), RATE, LOAD_SECONDS);
  const phase1 = printPaced(samples1, LOAD_SECONDS);
  const perSecond1 = p99PerSecond(samples1, LOAD_SECONDS);
  const spread = latency(perSecond1);
  line(
    `  p99 of each second's requests: best ${ms(Math.min(...perSecond1))}, median ${ms(spread.p50)}, worst ${ms(spread.max)}`,
  );
  let healthOk = await report(probe);
  meter();
  check(phase1.errors === 0, `phase 1: 0 errors at ${RATE} req/s for ${LOAD_SECONDS} s (${phase1.errors} errors)`);

  onPhase('phase 2');
  line(`\nPhase 2 — ${CONNECTIONS} connections flat out for ${STRESS_SECONDS} s + ${LORIS_SOCKETS} slow-loris sockets`);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const load = stress(base.origin, mix);
  await Promise.race([load.started, load.done]);
  const loris = slowLoris(Number(base.port), LORIS_SOCKETS);
  probe = probeBoth();
  const result = await load.done;
  const lorisStats = loris.stop();
  lag.disable();
  const phase2 = printStress(result, lorisStats, { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 });
  healthOk = (await report(probe)) && healthOk;
  meter();
  check(phase2.unexpected.size === 0, `phase 2: only 2xx/304/429/503 (anything else: ${histogram(phase2.unexpected)})`);
  check(lorisStats.connectErrors === 0, `phase 2: every connection accepted (${lorisStats.connectErrors} refused)`);

  onPhase('phase 3');
  line(`\nPhase 3 — recovery: ${RATE} req/s for ${RECOVERY_SECONDS} s right after`);
  probe = probeBoth();
  const samples3 = await runPaced(base, picker(mix, 3), RATE, RECOVERY_SECONDS);
  const normal = Math.max(1.5 * phase1.l.p99, phase1.l.p99 + 20);
  const perSecond = p99PerSecond(samples3, RECOVERY_SECONDS);
  // Back to normal: from the start of the first second after which every second's p99 stays normal.
  const lastSlow = perSecond.findLastIndex((p99) => !(p99 <= normal));
  const backAfter = lastSlow === perSecond.length - 1 ? Number.POSITIVE_INFINITY : lastSlow + 1;
  const verdict = Number.isFinite(backAfter) ? `after ${backAfter} s` : `not within ${RECOVERY_SECONDS} s`;
  line(`  p99 of the requests sent in each second: ${perSecond.map((p, i) => `${i}–${i + 1}s ${ms(p)}`).join(', ')}`);
  line(`  normal = p99 ≤ max(1.5 × ${ms(phase1.l.p99)}, ${ms(phase1.l.p99)} + 20 ms) = ${ms(normal)}: back ${verdict}`);
  if (phase1.errors) line('  (the baseline comes from a phase 1 that missed its target: read with care)');
  const phase3 = printPaced(samples3, RECOVERY_SECONDS);
  healthOk = (await report(probe)) && healthOk;
  meter();
  check(
    backAfter <= RECOVERY_LIMIT_S,
    `phase 3: p99 back to normal within ${RECOVERY_LIMIT_S} s (${verdict}; ${phase3.errors} errors)`,
  );
  check(healthOk, `GET /healthz on the health port answered 200 within ${HEALTHZ_LIMIT_MS} ms throughout (phases 1–3)`);
  line(
    `\n  (main port /healthz within ${HEALTHZ_LIMIT_MS} ms throughout: ${mainOk ? 'yes' : 'no'}; reported, not a target)`,
  );
  check(server.isUp(), 'the server stayed up');
}
