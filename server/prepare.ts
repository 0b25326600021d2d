import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { migrationsUpToDate } from './db/migrations.ts';
import type { DemoLoaded, DemoProgress } from './demo/load-demo.ts';
import { isProgress } from './demo/render-progress.ts';
import { seedHostSpec } from './images/seed-host.ts';
import type { PrepareJob } from './prepare-child.ts';
import { entryPoint } from './runtime/compiled.ts';

type Loaded = DemoLoaded | null;

/**
 * Whether the database needs work a restart never does (creating, migrating, the demo), which then
 * runs in a child process: a new PGlite directory, or a PostgreSQL server whose migrations are
 * behind or which lacks the demo it should have.
 */
export async function needsPreparation(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seed'>) {
  if (!config.databaseUrl) return !existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'));
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const query = async (sql: string) => (await client.query(sql)).rows;
    if (!(await migrationsUpToDate(query))) return true;
    if (config.seed !== 'demo') return false;
    const [row] = await query('SELECT (SELECT count(*) FROM "App") + (SELECT count(*) FROM "Category") AS n');
    return Number((row as { n?: unknown } | undefined)?.n) === 0;
  } catch {
    return false; // unreachable: the server's own open reports it
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs server/prepare-child.ts and waits for it; what the demo loaded, if it did. */
export function prepareInChild(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir' | 's3' | 'seed' | 'childEnv'>,
  onProgress?: DemoProgress,
) {
  const job: PrepareJob = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    host: seedHostSpec(config),
    seed: config.seed,
  };
  const entry = entryPoint('prepare', 'prepare-child.ts');
  const child = fork(entry.file, [JSON.stringify(job)], {
    execArgv: entry.execArgv,
    env: config.childEnv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<Loaded>((resolve, reject) => {
    let loaded: Loaded = null;
    child.on('message', (m: { loaded?: Loaded }) => {
      if (isProgress(m)) onProgress?.(m.progress.done, m.progress.total);
      else loaded = m.loaded ?? null;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(loaded)
        : reject(new Error(`preparing the database failed (the child exited: code ${code}, signal ${signal})`)),
    );
  });
}
