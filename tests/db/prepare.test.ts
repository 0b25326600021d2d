// The first start's work (create, migrate, demo) runs in a child process, and a restart skips it and
// the schema engine: what decides that, and what the child leaves behind, on either database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../scripts/bench-memory/scratch-database.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrationsUpToDate, readMigrations } from '../../server/db/migrations.ts';
import { needsPreparation, prepareInChild } from '../../server/prepare.ts';
import { testDatabase } from '../support/db.ts';

const serverUrl = process.env.DATABASE_URL;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('migrations up to date', () => {
  it('holds when every committed migration is recorded unchanged, and not when one is missing or edited', async () => {
    const db = await testDatabase();
    const query = (sql: string) => db.prisma.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(sql);
    try {
      expect(await migrationsUpToDate(query)).toBe(true);
      const [last] = readMigrations().migrationDirectories.slice(-1);
      const name = last?.path as string;
      await db.prisma.$executeRawUnsafe(
        `UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = $1`,
        name,
      );
      expect(await migrationsUpToDate(query)).toBe(false);
      await db.prisma.$executeRawUnsafe('DELETE FROM _prisma_migrations WHERE migration_name = $1', name);
      expect(await migrationsUpToDate(query)).toBe(false);
      await db.prisma.$executeRawUnsafe('DROP TABLE _prisma_migrations');
      expect(await migrationsUpToDate(query)).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describe('preparing the database in a child process', () => {
  it('a new database is created and migrated by the child; then nothing is left to prepare', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-prepare-'));
    dirs.push(dataDir);
    const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
    const config = {
      databaseUrl: scratch?.url,
      dataDir,
      mediaDir: join(dataDir, 'media'),
      seed: 'none' as const,
      childEnv: process.env,
    };
    try {
      expect(await needsPreparation(config)).toBe(true);
      expect(await prepareInChild(config)).toBeNull(); // no demo asked for
      expect(await needsPreparation(config)).toBe(false);
      // The demo is still owed on an empty catalogue (PostgreSQL asks the database; PGlite's server
      // start loads it itself, its memory returned by the render child).
      expect(await needsPreparation({ ...config, seed: 'demo' })).toBe(Boolean(serverUrl));
      const db = await openDatabase(config);
      try {
        const query = (sql: string) => db.prisma.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(sql);
        expect(await migrationsUpToDate(query)).toBe(true);
        expect(await db.prisma.app.count()).toBe(0);
      } finally {
        await db.close();
      }
    } finally {
      await scratch?.drop();
    }
  }, 120_000);

  it('a failing preparation is reported, and the server does not start on it', async () => {
    const config = {
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      dataDir: '/nonexistent',
      mediaDir: '/nonexistent',
      seed: 'none' as const,
      childEnv: process.env,
    };
    await expect(prepareInChild(config)).rejects.toThrow(/preparing the database failed/);
  }, 60_000);
});
