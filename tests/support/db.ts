import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrationsDir } from '../../server/db/migrations.ts';
import { withFileLock } from './file-lock.ts';

/** Content every file of a suite may start from, built once: `files` are what it is made from. */
export type Seed = { name: string; files: string[]; build: (db: Database) => Promise<void> };

/** Names the migrations (and a seed's sources): a change to any of them builds a new image. */
function imageKey(seed?: Seed): string {
  const hash = createHash('sha1');
  for (const dir of readdirSync(migrationsDir).sort()) {
    const file = join(migrationsDir, dir, 'migration.sql');
    if (existsSync(file)) hash.update(dir).update(readFileSync(file));
  }
  for (const file of seed?.files ?? []) hash.update(file).update(readFileSync(file));
  return `${seed?.name ?? 'empty'}_${hash.digest('hex').slice(0, 12)}`;
}

/**
 * A migrated PGlite (with the seed, if any), dumped once and shared by every test file through the
 * temp directory: a file's database is a copy (~0.3 s) rather than initdb, every migration (~1.4 s)
 * and the seed. Built under a lock so files starting together build it once.
 */
async function pgliteImage(seed?: Seed): Promise<Blob> {
  const path = join(tmpdir(), `vitrine-test-pglite-${imageKey(seed)}.tar`);
  await withFileLock(`${path}.lock`, async () => {
    if (existsSync(path)) return;
    const db = await openDatabase({});
    try {
      await seed?.build(db);
      const image = await db.pglite?.dumpDataDir('none');
      if (!image) throw new Error('PGlite could not dump its data directory');
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await db.close();
    }
  });
  return new Blob([readFileSync(path)]);
}

/** PostgreSQL: a template database with the seed, made once per server (under an advisory lock). */
async function postgresTemplate(admin: pg.Client, serverUrl: string, seed: Seed): Promise<string> {
  const name = `vitrine_tpl_${imageKey(seed)}`.toLowerCase();
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    try {
      await seed.build(db);
    } catch (error) {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    } finally {
      await db.close().catch(() => {});
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (CI runs the whole suite both ways). With a seed, it
 * starts with that content, built once for all files.
 */
export async function testDatabase(seed?: Seed): Promise<Database & { label: string; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ image: await pgliteImage(seed) })), label: 'pglite' };
  const name = `vitrine_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = seed ? await postgresTemplate(admin, serverUrl, seed) : undefined;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    label: 'postgres',
    url: url.toString(),
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
