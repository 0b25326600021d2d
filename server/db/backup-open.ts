// The one connection a backup reads from and a restore writes to. PGlite: this process opens the
// directory (taking its lock, so never while a server holds it). PostgreSQL: a client of its own, with
// no statement timeout (the server's pool stops queries after 15 s; a 200,000-screen table takes longer).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { Sql } from './backup-tables.ts';
import { listTables, totalRows } from './backup-tables.ts';
import { openDatabase } from './database.ts';

export type Connection = { sql: Sql; kind: 'pglite' | 'postgres'; close(): Promise<void> };

export class TargetError extends Error {}

async function pgClient(url: string): Promise<Connection> {
  const { default: pgDriver } = await import('pg');
  const client: pg.Client = new pgDriver.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    throw new TargetError(`The PostgreSQL server at ${redact(url)} does not answer: ${(e as Error).message}`);
  }
  return { sql: client, kind: 'postgres', close: () => client.end() };
}

export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** The source of a backup: the PostgreSQL server, or the data directory (throws DataDirLockedError). */
export async function openSource(o: { databaseUrl?: string; dataDir: string }): Promise<Connection> {
  if (o.databaseUrl) return pgClient(o.databaseUrl);
  if (!existsSync(join(o.dataDir, 'pgdata')))
    throw new TargetError(`There is no catalogue in ${o.dataDir} (no pgdata folder).`);
  const { openPglite } = await import('./pglite.ts');
  const { pglite, close } = await openPglite(o.dataDir);
  return { sql: pglite, kind: 'pglite', close };
}

/**
 * A restore's target, migrated by the project's migrations and checked empty (no row in any table);
 * `force` first erases what it holds. A target left by a failed restore is empty, so it can be reused.
 */
export async function openTarget(o: { databaseUrl?: string; dataDir: string; force?: boolean }): Promise<Connection> {
  if (o.databaseUrl) {
    const probe = await pgClient(o.databaseUrl);
    try {
      const tables = await listTables(probe.sql);
      const rows = await totalRows(probe.sql, tables);
      if (rows && !o.force)
        throw new TargetError(
          `The database ${redact(o.databaseUrl)} is not empty (${rows} rows): give --force to erase it.`,
        );
      if (rows) await probe.sql.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    } finally {
      await probe.close();
    }
    await (await openDatabase({ databaseUrl: o.databaseUrl })).close();
    return pgClient(o.databaseUrl);
  }
  const pgdata = join(o.dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length) {
    if (!o.force)
      throw new TargetError(`The data directory ${o.dataDir} already holds a catalogue: give --force to erase it.`);
    rmSync(pgdata, { recursive: true, force: true });
  }
  const db = await openDatabase({ dataDir: o.dataDir });
  const sql = db.pglite as unknown as Sql;
  // A directory left by a failed restore is migrated but empty; anything else was refused above.
  const rows = await totalRows(sql, await listTables(sql));
  if (rows) {
    await db.close();
    throw new TargetError(`The data directory ${o.dataDir} is not empty (${rows} rows): give --force to erase it.`);
  }
  return { sql, kind: 'pglite', close: () => db.close() };
}
