import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { turnGate } from '../runtime/turn-gate.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { checkDataDirFiles, damaged, findDamage } from './pglite-integrity.ts';
import type { ScriptRunner } from './schema-engine.ts';

export { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
export { DataDirDamagedError } from './pglite-integrity.ts';

/** What full-text search needs (accent folding, trigram word similarity); the migrations create them. */
const EXTENSIONS = { unaccent, pg_trgm };

/**
 * PGlite's defaults plus memory settings for one embedded connection. initdb writes PostgreSQL's
 * server defaults (shared_buffers 128MB, 100 connections), and in WebAssembly the shared memory is
 * allocated and written at start: 128 MB of buffers cost ~130 MB resident before the first query.
 * The demo catalogue's tables and indexes are a few MB and the 200,000-screen benchmark's hot pages
 * stay in the OS page cache behind them, so 8 MB is enough (each 8 MB more: ~9 MB resident).
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=8MB', 'max_connections=5', 'wal_buffers=512kB', 'temp_buffers=2MB'].flatMap((s) => ['-c', s]),
];

/** `image`: an in-memory database starts as a copy of this dump (tests: a migrated one, without initdb). */
export async function openPglite(dataDir: string | undefined, image?: Blob) {
  let unlock = () => {};
  let location: string | undefined;
  if (dataDir) {
    unlock = lockDataDir(dataDir);
    location = join(dataDir, 'pgdata');
  }
  try {
    const pglite =
      image && !dataDir
        ? await PGlite.create({ extensions: EXTENSIONS, loadDataDir: image, startParams: START_PARAMS })
        : await openChecked(dataDir, location);
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

/** Opens the directory's database, refusing a damaged one with what is wrong and what to do. */
async function openChecked(dataDir: string | undefined, location: string | undefined): Promise<PGlite> {
  if (!dataDir || !location) return PGlite.create({ extensions: EXTENSIONS, startParams: START_PARAMS });
  const existing = checkDataDirFiles(location);
  if (existing.missing) throw damaged(dataDir, existing.missing);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: location, extensions: EXTENSIONS, startParams: START_PARAMS });
  } catch (e) {
    if (!existing.found) throw e;
    // PGlite's WebAssembly PostgreSQL reports a fatal error as a bare "Aborted()".
    throw damaged(dataDir, `PGlite could not open it: ${(e as Error).message.split('. Build with')[0]}`);
  }
  let problem: string | undefined;
  try {
    problem = await findDamage(pglite, location);
  } catch (e) {
    problem = `its catalogue could not be read: ${(e as Error).message}`;
  }
  if (problem) {
    await pglite.close().catch(() => {});
    throw damaged(dataDir, problem);
  }
  return pglite;
}

/**
 * PGlite runs each query synchronously on this thread and hands the next waiting query its turn in a
 * microtask, so a queue of queries would run back to back without the event loop ever turning: no
 * socket read, no accept (libuv takes one new connection per turn) for as long as the queue lasts.
 * Each query waits for the turn gate (server/runtime/turn-gate.ts), which spreads them over loop turns.
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
