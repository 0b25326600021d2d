// `npm run bench:memory`: the resident memory of `npm start` and every process below it (npm, the
// shell, the server, its workers and children; each physical page counted once, the RSS sum beside it),
// the same processes throughout, no forced garbage collection, no restart: at the first start on a new
// database (and its peak), idle (one request to every public route, then 30 s quiet), the peak of each
// bench:load phase, 60 s after, and after a second identical load. PGlite in a new data directory, or
// (DATABASE_URL set) a new database on that PostgreSQL server, dropped afterwards. Prints PASS/FAIL per
// target; exits 1 when one is missed. Knobs: BENCH_MEMORY_QUIET_S (30), BENCH_MEMORY_AFTER_S (60), and
// bench:load's own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverMix, GROUPS, type Mix } from './bench-load/mix.ts';
import { runPhases, SERVER_ENV, warmUp } from './bench-load/phases.ts';
import { type Check, judged, line } from './bench-load/report.ts';
import { freePort, stopOnExit, track } from './bench-load/server.ts';
import { distinctResidentMb } from './bench-memory/distinct-pages.ts';
import { scratchDatabase } from './bench-memory/scratch-database.ts';
import { type ProcessMemory, processTree, stopTree } from './bench-memory/tree.ts';

const QUIET_S = Number(process.env.BENCH_MEMORY_QUIET_S ?? 30);
const AFTER_S = Number(process.env.BENCH_MEMORY_AFTER_S ?? 60);
const postgres = Boolean(process.env.DATABASE_URL);
const IDLE_LIMIT_MB = postgres ? 150 : 250;
const PEAK_LIMIT_MB = 500;
const AFTER_LOAD_MARGIN_MB = 100;
const GROWTH_LIMIT_MB = 20;

const mb = (n: number) => `${n.toFixed(0)} MB`;
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
let npmPid: number | undefined;
const sum = (t: ProcessMemory[], k: 'rssMb' | 'pssMb') => t.reduce((a, p) => a + p[k], 0);

/**
 * Samples the tree every 200 ms; `peak()` is the highest RSS sum since the last `reset()` (an upper
 * bound of the distinct pages, cheap enough to read five times a second).
 */
function sampler(root: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, sum(processTree(root), 'rssMb'));
  }, 200);
  return { peak: () => peak, reset: () => (peak = 0), stop: () => clearInterval(timer) };
}

/**
 * The tree's memory now. The headline (what the targets are checked against) counts each physical
 * page once, however many of the tree's processes map it; the RSS sum beside it counts a page once per
 * process (npm's node and the server's share one executable). Without access to frame numbers
 * (not root) the headline falls back to the RSS sum.
 */
function snapshot(root: number, label: string) {
  const tree = processTree(root);
  const rss = sum(tree, 'rssMb');
  const distinct = distinctResidentMb(tree.map((p) => p.pid));
  line(
    `\n${label}: ${mb(distinct ?? rss)} resident (${distinct === undefined ? 'RSS summed; frame numbers hidden' : 'distinct pages'} over ${tree.length} processes; RSS summed ${mb(rss)}, PSS ${mb(sum(tree, 'pssMb'))})`,
  );
  for (const p of tree)
    line(`  ${String(p.pid).padStart(7)}  RSS ${mb(p.rssMb).padStart(7)}  ${p.command.slice(0, 96)}`);
  return distinct ?? rss;
}

async function startNpm(env: Record<string, string>) {
  // Built beforehand, so npm start's own build step finds nothing to do and its peak is the server's.
  for (const script of ['scripts/build-web.ts', 'scripts/build-server.ts']) {
    if (spawnSync('npx', ['tsx', script, '--if-stale'], { stdio: 'inherit' }).status !== 0)
      throw new Error(`${script} failed`);
  }
  const [port, healthPort] = [await freePort(), await freePort()];
  const base = new URL(`http://127.0.0.1:${port}`);
  const child = track(
    spawn('npm', ['start', '--silent'], {
      env: { ...process.env, ...env, PORT: String(port), HEALTH_PORT: String(healthPort), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const pid = child.pid as number;
  npmPid = pid;
  const peak = sampler(pid);
  const started = Date.now();
  while (
    !(await fetch(new URL('/api/categories', base)).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw new Error('npm start exited while starting');
    if (Date.now() - started > 300_000) throw new Error('the server did not answer within 5 minutes');
    await sleep(0.25);
  }
  // The meter of bench:load's phases reads the serving process; the totals here read the whole tree.
  const server = processTree(pid).find((p) => /^\S*node .*main\.js$/.test(p.command));
  const healthBase = new URL(`http://127.0.0.1:${healthPort}`);
  const target = { base, healthBase, pid: server?.pid ?? pid, isUp: () => !exited };
  return { target, peak, startedS: (Date.now() - started) / 1000 };
}

/** One request to every public route: the first concrete request of each endpoint of bench:load's mix. */
async function visitRoutes(base: URL, mix: Mix) {
  const routes = GROUPS.flatMap((g) => mix[g].flatMap((requests) => requests.slice(0, 1)));
  const statuses = new Map<number, number>();
  for (const r of routes) {
    const res = await fetch(new URL(r.path, base), { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  line(
    `every public route once: ${routes.length} requests — ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  );
}

async function main(check: Check) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-memory-'));
  const database = postgres ? await scratchDatabase(process.env.DATABASE_URL as string) : undefined;
  try {
    const env = { ...SERVER_ENV, DATA_DIR: dataDir, SEED: 'demo', NODE_ENV: 'production', LOG_LEVEL: 'error' };
    const { target, peak, startedS } = await startNpm(database ? { ...env, DATABASE_URL: database.url } : env);
    line(
      `bench:memory — npm start (pid ${npmPid}, server ${target.pid}) on ${postgres ? 'PostgreSQL' : 'PGlite'}, first start`,
    );
    line(`first start: answering after ${startedS.toFixed(1)} s, peak ${mb(peak.peak())} resident (whole tree)`);
    snapshot(npmPid as number, 'after the first start');

    const mix = await discoverMix(target.base);
    peak.reset();
    await visitRoutes(target.base, mix);
    await sleep(QUIET_S);
    const idle = snapshot(npmPid as number, `idle (every public route once, then ${QUIET_S} s quiet)`);
    check(idle <= IDLE_LIMIT_MB, `idle ≤ ${IDLE_LIMIT_MB} MB (${mb(idle)})`);

    const load = async (round: string) => {
      const peaks: string[] = [];
      let current = '';
      const note = () => current && peaks.push(`${current} ${mb(peak.peak())}`);
      const all: number[] = [];
      // As bench:load does: every URL once (image variants made) before the phases.
      await warmUp(target.base, mix);
      peak.reset();
      await runPhases(
        target,
        mix,
        () => {},
        (name) => {
          note();
          all.push(peak.peak());
          current = name;
          peak.reset();
        },
      );
      note();
      all.push(peak.peak());
      line(`\n${round} load, peak resident per phase: ${peaks.join(', ')}`);
      const top = Math.max(...all);
      check(top <= PEAK_LIMIT_MB, `${round} load: peak ≤ ${PEAK_LIMIT_MB} MB (${mb(top)})`);
      await sleep(AFTER_S);
      return snapshot(npmPid as number, `${AFTER_S} s after the ${round} load`);
    };
    const after1 = await load('first');
    check(after1 <= idle + AFTER_LOAD_MARGIN_MB, `after the load ≤ idle + ${AFTER_LOAD_MARGIN_MB} MB (${mb(after1)})`);
    const after2 = await load('second');
    check(
      after2 - after1 <= GROWTH_LIMIT_MB,
      `no growth over the second load ≤ ${GROWTH_LIMIT_MB} MB (${mb(after2 - after1)})`,
    );
    check(target.isUp(), 'the server stayed up');
    peak.stop();
  } finally {
    if (npmPid) await stopTree(npmPid);
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const cleanup = stopOnExit();
await judged(main, cleanup);
