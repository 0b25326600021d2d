// The real server (compiled, as `npm start` runs it) in a child process, for the fault tests: started on a port the OS
// picks (read from its "on http://HOST:PORT" log line), ready once GET /readyz answers 200, signalled
// by its own PID only. Every child started here is tracked; `killLeftovers` (afterAll) SIGKILLs the ones
// still running, so a failed test never leaves a server behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, serverBuildIsStale } from '../../../scripts/build-server.ts';
import { SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from '../../../scripts/server-command.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ChildServer = {
  pid: number;
  port: number;
  base: string;
  /** Everything the process wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Parsed JSON log lines from stdout (non-JSON lines skipped). */
  logLines(): Array<{ msg?: string; level?: string; [k: string]: unknown }>;
  running(): boolean;
  /** Sends `signal` to this child (its PID only); returns performance.now() at the send. */
  kill(signal: NodeJS.Signals): number;
  /** Resolves with the exit, or rejects after `timeoutMs` (the process is left running: afterAll kills it). */
  waitExit(timeoutMs: number): Promise<Exit>;
  /** stdout and stderr tails, for assertion messages. */
  describe(): string;
};

const children = new Set<ChildProcess>();
let built: Promise<number> | undefined;

// What the server needs from the environment, nothing more (no DATABASE_URL or limits leaking in from the
// test runner's own environment: each test says what its server gets).
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');
const PORT_LINE = / on http:\/\/(?:\[[^\]]+\]|[^\s/:]+):(\d+)\b/;

export type StartOptions = {
  /** How long to wait for the port line and then for /readyz 200. */
  readyTimeoutMs?: number;
};

/**
 * Starts the server as `npm start` does (scripts/server-command.ts) with NODE_ENV=production, HOST=127.0.0.1, PORT=0, SEED=none,
 * LOG_LEVEL=info and `env` on top, and waits until GET /readyz answers 200.
 */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ChildServer> {
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  // The compiled server (dist/server), rebuilt when a source is newer, as `npm start` would.
  built ??= serverBuildIsStale() ? buildServer() : Promise.resolve(0);
  await built;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    env: {
      ...baseEnv(),
      ...SERVER_MALLOC_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    });
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the server');

  const logLines = () =>
    out.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a line still being written
      }
    });
  const describe = () =>
    `server pid ${pid}${exit ? ` exited (code ${exit.code}, signal ${exit.signal})` : ''}\n--- stdout (tail) ---\n${tail(out)}\n--- stderr (tail) ---\n${tail(err)}`;

  const deadline = performance.now() + timeoutMs;
  let port = 0;
  while (!port) {
    if (exit) throw new Error(`the server exited while starting\n${describe()}`);
    if (performance.now() > deadline)
      throw new Error(`no "on http://…" log line within ${timeoutMs} ms\n${describe()}`);
    for (const line of logLines()) {
      const match = typeof line.msg === 'string' ? PORT_LINE.exec(line.msg) : null;
      if (match) port = Number(match[1]);
    }
    if (!port) await Promise.race([new Promise((r) => setTimeout(r, 25)), exited]);
  }
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exit) throw new Error(`the server exited before /readyz answered 200\n${describe()}`);
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (performance.now() > deadline) throw new Error(`/readyz did not answer 200 (last: ${status})\n${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    pid,
    port,
    base,
    stdout: () => out,
    stderr: () => err,
    logLines,
    running: () => exit === undefined,
    kill(signal) {
      const at = performance.now();
      // ChildProcess.kill signals this child's PID, and does nothing once it has exited (no PID reuse).
      if (!exit) child.kill(signal);
      return at;
    },
    async waitExit(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms\n${describe()}`)), ms);
      });
      try {
        return await Promise.race([exited, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    describe,
  };
}

/** SIGKILLs every child this module started that is still running, and waits for them. */
export async function killLeftovers() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// Last resort if the test process itself ends abruptly: signal what is left, synchronously.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export type SuiteDatabase = {
  label: 'pglite' | 'postgres';
  /** The environment the server gets: DATA_DIR always (media), DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** postgres://… of the fresh database (PostgreSQL only). */
  databaseUrl?: string;
  /** Drops the database / removes the directory; safe to call twice. */
  dispose(): Promise<void>;
};

/** A fresh database on the PostgreSQL server named by `serverUrl`; `dispose` drops it (WITH FORCE). */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `vitrine_ops_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        dropped = true;
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The database this suite runs on: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set,
 * a fresh database on that PostgreSQL server.
 */
export async function suiteDatabase(prefix: string): Promise<SuiteDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `vitrine-ops-${prefix}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { label: 'pglite', env: { DATA_DIR: dataDir }, dataDir, dispose: async () => removeDir() };
  }
  const db = await createPostgresDatabase(serverUrl);
  return {
    label: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: db.url },
    dataDir,
    databaseUrl: db.url,
    dispose: async () => {
      removeDir();
      await db.drop();
    },
  };
}
