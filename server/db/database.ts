import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { applyMigrations, migrationsUpToDate } from './migrations.ts';
import { migrationFactory, type ScriptRunner } from './schema-engine.ts';

export type Db = PrismaClient;

export type Database = {
  prisma: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's pool (shared rate-limit counts); absent on PGlite. */
  pool?: pg.Pool;
  /** The embedded database (tests read query plans through it); absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
};

// A server that went away must turn into quick 503s, not requests hanging on a connect.
const POOL_OPTIONS = { max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000, query_timeout: 15_000 };

// Past this many requests waiting for a connection, the pool is exhausted: the next are refused at once
// (a 503) instead of each waiting its connect timeout to fail the same way (issue 52: 100 parallel MCP
// calls queued on 10 connections for seconds and each logged its own "timeout exceeded").
const MAX_POOL_WAITERS = 2 * POOL_OPTIONS.max;

function boundWaiters(pool: pg.Pool, max: number) {
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    if (pool.waitingCount < max) return connect(cb);
    // The words isDatabaseUnavailable knows (pg's own for a connect that timed out).
    const error = new Error(`timeout exceeded when trying to connect: pool exhausted (${pool.waitingCount} waiting)`);
    if (cb) return void process.nextTick(cb, error);
    return Promise.reject(error);
  };
}

// adapter-pg splits scripts on ';' and autocommits each piece; send the script whole instead.
const pgScriptRunner: ScriptRunner = (adapter) => async (sql) => {
  const driver = (adapter as unknown as { underlyingDriver(): pg.Pool }).underlyingDriver();
  await driver.query(sql);
};

export type DatabaseOptions = {
  /** postgres://… for a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite directory; undefined means in memory (tests). */
  dataDir?: string;
  /** In memory only: start from this PGlite dump (a migrated database) instead of an empty one. */
  image?: Blob;
};

// Each kind loads only its own driver (pg with its adapter, or PGlite's WebAssembly).
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const [{ default: pgDriver }, { PrismaPg }] = await Promise.all([import('pg'), import('@prisma/adapter-pg')]);
  // Checked on a connection of its own: the pool opens none before its caller sets statement_timeout
  // (capStatements applies to the connections opened after it).
  const check = new pgDriver.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  check.on('error', () => {});
  const upToDate = await check
    .connect()
    .then(() => migrationsUpToDate(async (sql) => (await check.query(sql)).rows))
    .catch(() => false) // unreachable or refused: the migrator below reports it
    .finally(() => check.end().catch(() => {}));
  if (!upToDate) {
    const migrator = new PrismaPg({ connectionString: databaseUrl });
    await applyMigrations(migrationFactory(migrator as SqlMigrationAwareDriverAdapterFactory, pgScriptRunner));
  }
  const pool = new pgDriver.Pool({ connectionString: databaseUrl, ...POOL_OPTIONS });
  boundWaiters(pool, MAX_POOL_WAITERS);
  // An idle connection the server dropped is not a crash: the pool replaces it on next use.
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    kind: 'postgres',
    pool,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  const { openPglite, pgliteScriptRunner } = await import('./pglite.ts');
  const { factory, close, pglite } = await openPglite(options.dataDir, options.image);
  try {
    if (!(await migrationsUpToDate(async (sql) => (await pglite.query(sql)).rows as never))) {
      await applyMigrations(migrationFactory(factory, pgliteScriptRunner));
      // PGlite runs no autovacuum: a migration that filled or rewrote a table (the search postings'
      // 5.6 million rows at 200,000 screens) would leave index-only scans visiting every row's page.
      await pglite.exec('VACUUM ANALYZE');
    }
  } catch (e) {
    await close();
    throw e;
  }
  const prisma = new PrismaClient({ adapter: factory });
  return {
    prisma,
    kind: 'pglite',
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await close();
    },
  };
}
