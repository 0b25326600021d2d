import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { pendingSchemaSql, readMigrations } from '../../server/db/migrations.ts';
import { DataDirLockedError, lockDataDir, openPglite, pgliteScriptRunner } from '../../server/db/pglite.ts';
import { migrationFactory } from '../../server/db/schema-engine.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('migrations', () => {
  it('the committed migrations produce exactly schema.prisma', async () => {
    expect(readMigrations().migrationDirectories.length).toBeGreaterThan(0);
    const { factory, close } = await openPglite(undefined);
    try {
      expect(await pendingSchemaSql(migrationFactory(factory, pgliteScriptRunner))).toBe('');
    } finally {
      await close();
    }
  });

  it('creates the tags GIN index and the filter/sort indexes', async () => {
    const sql = readMigrations()
      .migrationDirectories.map((d) => (d.migrationFile.content as { value: string }).value)
      .join('\n');
    expect(sql).toMatch(/CREATE INDEX "Screen_tags_idx" ON "Screen" USING GIN \("tags"\)/);
    expect(sql).toMatch(/CREATE INDEX "App_categories_idx" ON "App" USING GIN \("categories"\)/);
    expect(sql).toMatch(/CREATE UNIQUE INDEX "App_slug_key"/);
    for (const col of ['updatedAt', 'viewCount', 'screenCount', 'type', 'platform', 'country']) {
      expect(sql).toContain(`ON "App"("${col}")`);
    }
  });
});

describe('embedded PGlite data directory', () => {
  it('keeps data across restarts', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.prisma.newsletterSubscriber.create({
      data: { email: 'keep@example.org', unsubscribeToken: 'keep-token-0123456789' },
    });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.prisma.newsletterSubscriber.count()).toBe(1);
    await second.close();
  });

  it('refuses a second process on the same directory with a clear message', () => {
    const dir = tempDir();
    // PID 1 is always alive: it stands for another running instance.
    writeFileSync(join(dir, 'vitrine.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'vitrine.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'vitrine.lock'), 'utf8')).pid).toBe(process.pid);
    unlock();
  });
});
