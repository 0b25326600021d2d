import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { turnGate } from '../http/turn-gate.ts';
import type { ScriptRunner } from './schema-engine.ts';

export class DataDirLockedError extends Error {}

/** What full-text search needs (accent folding, trigram word similarity); the migrations create them. */
const EXTENSIONS = { unaccent, pg_trgm };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes on one PGlite directory silently corrupt it, so the first one holds a lock file
 * with its pid and any other refuses to start. A lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'vitrine.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by process ${pid}. PGlite allows one process per directory: stop it, choose another DATA_DIR, or use DATABASE_URL for several instances.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

export async function openPglite(dataDir: string | undefined) {
  let unlock = () => {};
  let location: string | undefined;
  if (dataDir) {
    unlock = lockDataDir(dataDir);
    location = join(dataDir, 'pgdata');
  }
  try {
    const pglite = await PGlite.create({ ...(location ? { dataDir: location } : {}), extensions: EXTENSIONS });
    yieldBeforeQueries(pglite);
    const factory = new PrismaPGlite(pglite);
    // The adapter's own shadow database (for migration diffs) would lack the search extensions.
    factory.connectToShadowDb = async () => new PrismaPGlite(await PGlite.create({ extensions: EXTENSIONS })).connect();
    return {
      pglite,
      factory,
      close: async () => {
        await pglite.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

/**
 * PGlite runs each query synchronously on this thread and hands the next waiting query its turn in a
 * microtask, so a queue of queries would run back to back without the event loop ever turning: no
 * socket read, no accept (libuv takes one new connection per turn) for as long as the queue lasts.
 * Each query waits for the turn gate (server/http/turn-gate.ts), which spreads them over loop turns.
 */
function yieldBeforeQueries(pglite: PGlite) {
  const turn = () => turnGate.proceed();
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  pglite.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof pglite.query;
  pglite.exec = (async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  }) as typeof pglite.exec;
}

// pglite-prisma-adapter's executeScript does not await, so failures would pass unnoticed.
export const pgliteScriptRunner: ScriptRunner = (adapter) => async (sql) => {
  await (adapter as unknown as { client: PGlite }).client.exec(sql);
};
