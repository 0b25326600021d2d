import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';

// Prisma's CLI can only drive a native schema engine, which cannot be downloaded here, so we
// load the WASM build ourselves (see shared/notes/prisma-offline.md).
const require = createRequire(import.meta.url);

type Engine = {
  diff(p: unknown): Promise<{ exitCode: number; stdout?: string }>;
  applyMigrations(p: unknown): Promise<{ appliedMigrationNames: string[] }>;
};
type EngineCtor = { new: (o: unknown, log: (m: string) => void, a: object) => Promise<Engine> };

let engineClass: Promise<EngineCtor> | undefined;

async function loadEngineClass(): Promise<EngineCtor> {
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmPath = join(dirname(gluePath), 'schema_engine_bg.wasm');
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': glue as never });
  const exports = instance.exports as Record<string, () => void>;
  (glue as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start?.();
  return (glue as unknown as { SchemaEngine: EngineCtor }).SchemaEngine;
}

/** Works around adapter bugs met with the migration engine (prisma-offline.md, 1–3). */
function patchAdapter(adapter: SqlDriverAdapter, runScript: (sql: string) => Promise<void>) {
  const patchQueries = (q: object) => {
    const target = q as {
      performIO?: (query: unknown) => Promise<{ fields: { dataTypeID: number }[] }>;
      queryRaw: (query: unknown) => Promise<{ columnNames: string[]; rows: unknown[][] }>;
    };
    const performIO = target.performIO?.bind(q);
    if (performIO) {
      target.performIO = async (query) => {
        const result = await performIO(query);
        // pg_catalog's "char" (oid 18) cannot be deserialized by adapter-pg: read it as text.
        for (const f of result?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
        return result;
      };
    }
    const queryRaw = target.queryRaw.bind(q);
    target.queryRaw = async (query) => {
      const result = await queryRaw(query);
      // PostgreSQL 18 (PGlite) lists NOT NULL as constraints of type 'n', which this engine's
      // describer does not know and panics on; nullability is read from the columns anyway.
      const col = result.columnNames.indexOf('constraint_type');
      if (col >= 0) result.rows = result.rows.filter((row) => row[col] !== 'n');
      return result;
    };
  };
  patchQueries(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (level) => {
    const tx = await startTransaction(level);
    patchQueries(tx);
    return tx;
  };
  adapter.executeScript = runScript;
  return adapter;
}

export type ScriptRunner = (adapter: SqlDriverAdapter) => (sql: string) => Promise<void>;

export function migrationFactory(
  factory: SqlMigrationAwareDriverAdapterFactory,
  runner: ScriptRunner,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const a = await factory.connect();
      return patchAdapter(a, runner(a));
    },
    connectToShadowDb: async () => {
      const a = await factory.connectToShadowDb();
      return patchAdapter(a, runner(a));
    },
  };
}

export async function withSchemaEngine<T>(
  schema: { path: string; content: string },
  factory: SqlMigrationAwareDriverAdapterFactory,
  fn: (engine: Engine) => Promise<T>,
): Promise<T> {
  engineClass ??= loadEngineClass();
  const SchemaEngine = await engineClass;
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => {}, bound);
  try {
    return await fn(engine);
  } catch (error) {
    // The engine reports only "External error id#N"; the adapter keeps the real cause.
    const id = /id#(\d+)/.exec(String((error as Error)?.message ?? error))?.[1];
    const cause = id
      ? (bound as unknown as { errorRegistry: { consumeError(n: number): unknown } }).errorRegistry.consumeError(
          Number(id),
        )
      : undefined;
    if (cause) throw new Error(`schema engine: ${JSON.stringify(cause)}`);
    throw error;
  }
}
