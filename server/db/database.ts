import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { applyMigrations } from './migrations.ts';
import { openPglite, pgliteScriptRunner } from './pglite.ts';
import { migrationFactory, type ScriptRunner } from './schema-engine.ts';

export type Db = PrismaClient;

export type Database = {
  prisma: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

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
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const factory = new PrismaPg({ connectionString: options.databaseUrl });
    await applyMigrations(migrationFactory(factory as SqlMigrationAwareDriverAdapterFactory, pgScriptRunner));
    const prisma = new PrismaClient({ adapter: factory });
    return { prisma, kind: 'postgres', close: () => prisma.$disconnect() };
  }
  const { factory, close } = await openPglite(options.dataDir);
  try {
    await applyMigrations(migrationFactory(factory, pgliteScriptRunner));
  } catch (e) {
    await close();
    throw e;
  }
  const prisma = new PrismaClient({ adapter: factory });
  return {
    prisma,
    kind: 'pglite',
    close: async () => {
      await prisma.$disconnect();
      await close();
    },
  };
}

export { pg };
