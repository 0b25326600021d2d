// `create NAME`: writes a new migration for what schema.prisma adds (diffed on an in-memory PGlite).
// `deploy`: applies migrations to DATABASE_URL or DATA_DIR (start-up does this too).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir, pendingSchemaSql } from '../server/db/migrations.ts';
import { openPglite, pgliteScriptRunner } from '../server/db/pglite.ts';
import { migrationFactory } from '../server/db/schema-engine.ts';

const [command, name = 'change'] = process.argv.slice(2);

if (command === 'create') {
  const { factory, close } = await openPglite(undefined);
  const sql = await pendingSchemaSql(migrationFactory(factory, pgliteScriptRunner));
  await close();
  if (!sql) {
    console.log('schema.prisma and the migrations agree: nothing to create');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = join(migrationsDir, `${stamp}_${name.replace(/\W+/g, '_')}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'migration.sql'), `${sql}\n`);
    writeFileSync(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    console.log(`wrote ${dir}/migration.sql`);
  }
} else if (command === 'deploy') {
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/database.ts');
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();
  console.log('migrations applied');
} else {
  console.error('usage: tsx scripts/migrate.ts create NAME | deploy');
  process.exit(2);
}
