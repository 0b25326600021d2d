import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { withSchemaEngine } from './schema-engine.ts';

export const schemaDir = resolve(import.meta.dirname, '../../schema');
export const migrationsDir = join(schemaDir, 'migrations');
const schemaPath = join(schemaDir, 'schema.prisma');
// Tables the migrations keep that schema.prisma cannot describe (COLLATE "C", INCLUDE); the diff leaves them be.
const filters = { externalTables: ['public.SearchPosting'], externalEnums: [] };

export function readSchema() {
  return { path: schemaPath, content: readFileSync(schemaPath, 'utf8') };
}

export function readMigrations() {
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((path) => ({
      path,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: readFileSync(join(migrationsDir, path, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

type Query = (sql: string) => Promise<{ migration_name: string; checksum: string }[]>;

/**
 * Whether every committed migration is recorded as applied, unchanged (Prisma's checksum: SHA-256 of
 * the file): then a start needs no schema engine, whose WebAssembly would cost ~40 MB and a second.
 */
export async function migrationsUpToDate(query: Query): Promise<boolean> {
  const rows = await query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`).catch(() => []);
  if (!(rows[0] as { present?: boolean } | undefined)?.present) return false;
  const applied = new Map(
    (
      await query(
        'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      )
    ).map((r) => [r.migration_name, r.checksum]),
  );
  return readMigrations().migrationDirectories.every(
    (d) => applied.get(d.path) === createHash('sha256').update(d.migrationFile.content.value).digest('hex'),
  );
}

/** Applies committed migrations; safe to call on every start (already-applied ones are skipped). */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const out = await withSchemaEngine(readSchema(), factory, (engine) =>
    engine.applyMigrations({ migrationsList: readMigrations(), filters }),
  );
  return out.appliedMigrationNames;
}

/** SQL that would bring the migrations up to schema.prisma; empty when they agree. */
export async function pendingSchemaSql(shadowFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const schema = readSchema();
  const out = await withSchemaEngine(schema, shadowFactory, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...readMigrations() },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters,
    }),
  );
  const sql = (out.stdout ?? '').trim();
  return /^-- This is an empty migration\.?$/.test(sql) ? '' : sql;
}
