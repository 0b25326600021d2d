// The server under test: `npm start`'s build step, then server/main.ts in a child process on a free
// port of 127.0.0.1 with a throw-away data directory (or the DATABASE_URL of the environment).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from '../server-command.ts';

const STARTUP_LIMIT_MS = 180_000;
/** Every child this benchmark starts; `stopAll` ends each by its own PID. */
const children = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];
let stopping = false;

export const track = (child: ChildProcess) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
  for (const f of cleanups.splice(0)) f();
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export function rssMb(pid: number) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(m?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) the process has used so far, in seconds (Linux; NaN elsewhere). */
export function cpuSeconds(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (CLK_TCK = 100)
  } catch {
    return Number.NaN;
  }
}

/** Builds web/dist and dist/server when a source is newer (as `npm start` does), then starts and waits for the server. */
export async function startServer(extraEnv: Record<string, string>) {
  for (const script of ['scripts/build-web.ts', 'scripts/build-server.ts']) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', script, '--if-stale'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${script} failed`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const healthPort = await freePort();
  const base = new URL(`http://127.0.0.1:${port}`);
  const healthBase = new URL(`http://127.0.0.1:${healthPort}`);
  const child = track(
    spawn(process.execPath, SERVER_NODE_ARGS, {
      env: {
        ...process.env, // DATABASE_URL, when set, goes through
        ...SERVER_MALLOC_ENV,
        PORT: String(port),
        HEALTH_PORT: String(healthPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'demo',
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  let exited = false;
  child.once('exit', (code, signal) => {
    exited = true;
    if (!stopping) console.error(`\nFAIL: the server exited during the benchmark (code ${code}, signal ${signal})`);
  });
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error('the server exited while starting');
    if (Date.now() - started > STARTUP_LIMIT_MS) throw new Error('the server did not answer within 3 minutes');
    const ok = await fetch(new URL('/api/categories', base)).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, healthBase, pid: child.pid as number, startupMs: Date.now() - started, isUp: () => !exited };
}

/** Stops every child on the way out, including Ctrl-C and uncaught errors. */
export function stopOnExit() {
  const bail = (code: number) => async () => {
    stopping = true;
    await stopAll();
    process.exit(code);
  };
  process.once('SIGINT', bail(130));
  process.once('SIGTERM', bail(143));
  // Last resort (an uncaught error): signal what is left, synchronously.
  process.once('exit', () => {
    for (const c of children) c.kill('SIGTERM');
    for (const f of cleanups.splice(0)) f();
  });
  return async () => {
    stopping = true;
    await stopAll();
  };
}
