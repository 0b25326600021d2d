// The Airtable sync job: categories, then apps, then screens, each listed in full and upserted by
// record id. Synced records missing from a complete listing are hidden (never deleted: they come
// back if re-added). Upserts are idempotent, so a resumed run simply runs again. At the end the
// three image migrations are queued, because Airtable's attachment URLs expire in about 2 hours.
import { type AirtableClient, type AirtableConfig, createAirtableClient } from '../airtable/client.ts';
import {
  type AirtableTables,
  type Entity,
  type FieldMap,
  type FieldOverrides,
  fieldMap,
} from '../airtable/field-names.ts';
import { type AirtableRecord, type Read, readApp, readCategory, readScreen } from '../airtable/records.ts';
import type { Db } from '../db/database.ts';
import type { JobProgress } from '../queue/queue.ts';
import type { JobHandler } from '../queue/worker.ts';
import { refreshFlowKinds } from '../services/flows/flow-choices.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';
import { SYNC_KIND } from '../services/platform/job-contracts.ts';
import { hideMissing, loadState, queueMigrations } from './airtable-state.ts';
import { type Outcome, upsertApp, upsertCategory, upsertScreen } from './airtable-upsert.ts';
import type { ImportingWriter } from './image-migration.ts';

export type SyncDeps = {
  db: Db;
  client: AirtableClient;
  tables: AirtableTables;
  fields: FieldMap;
  /** Told once a run changed what the public sees (a sync is wide: categories, apps, screens). */
  changes?: Pick<ChangeFeed, 'emit'>;
};
export type SyncCounts = {
  created: number;
  updated: number;
  unchanged: number;
  hidden: number;
  skipped: number;
  failed: number;
  /** Records whose admin-edited fields the run left alone (each is also listed as an item). */
  kept: number;
};

type Upsert = (record: AirtableRecord, position: number) => Promise<Outcome>;
/** A table's stage; `prepare` loads the rows we already hold, once, so each record costs no lookup. */
type Stage = { entity: Entity; prepare: () => Promise<Upsert> };

function makeStage<T, R extends { airtableId: string | null }>(
  entity: Entity,
  fields: FieldMap,
  read: (r: AirtableRecord, m: FieldMap) => Read<T>,
  load: () => Promise<R[]>,
  write: (row: T, existing: R | undefined, position: number) => Promise<Outcome>,
): Stage {
  return {
    entity,
    async prepare() {
      const held = new Map((await load()).map((r) => [r.airtableId, r]));
      return async (record, position) => {
        const parsed = read(record, fields);
        return parsed.ok ? write(parsed.row, held.get(record.id), position) : { failed: parsed.reason };
      };
    },
  };
}

export function airtableSyncJob(deps: SyncDeps): JobHandler {
  const { db } = deps;
  return async (run) => {
    const state = await loadState(db);
    const counts: SyncCounts = { created: 0, updated: 0, unchanged: 0, hidden: 0, skipped: 0, failed: 0, kept: 0 };
    const earlier = await run.finished();
    const synced = { where: { airtableId: { not: null } } };
    const stages: Stage[] = [
      makeStage(
        'categories',
        deps.fields,
        readCategory,
        () => db.category.findMany(synced),
        (row, held, i) => upsertCategory(db, row, held, i, state),
      ),
      makeStage(
        'apps',
        deps.fields,
        readApp,
        () => db.app.findMany(synced),
        (row, held) => upsertApp(db, row, held, state),
      ),
      makeStage(
        'screens',
        deps.fields,
        readScreen,
        () => db.screen.findMany(),
        (row, held) => upsertScreen(db, row, held, state),
      ),
    ];
    let total = 0;
    let changed = false;
    try {
      for (const [index, stage] of stages.entries()) {
        const base = { currentBatch: index + 1, batches: stages.length };
        await run.progress({ ...base, message: `listing ${stage.entity} from Airtable` });
        const records = await deps.client.listAll(deps.tables[stage.entity], { sleep: run.sleep });
        total += records.length;
        const upsert = await stage.prepare();
        let last = 0;
        for (const [i, record] of records.entries()) {
          const key = `${stage.entity}:${record.id}`;
          const outcome = await upsert(record, i).catch((e: unknown) => ({ failed: errorText(e) }));
          if ('done' in outcome) {
            counts[outcome.done]++;
            changed ||= outcome.done !== 'unchanged';
            if (outcome.kept?.length) {
              counts.kept++;
              await run.item(key, true, `kept admin edits: ${outcome.kept.join(', ')}`);
            } else if (earlier.get(key) === false) await run.item(key, true);
          } else if ('skipped' in outcome) {
            counts.skipped++;
            await run.item(key, true, `skipped: ${outcome.skipped}`);
          } else {
            counts.failed++;
            await run.item(key, false, outcome.failed);
          }
          if (i + 1 === records.length || i - last >= 20) {
            last = i;
            await run.progress(stageProgress(base, stage.entity, i + 1, records.length, counts));
          }
        }
        const hidden = await hideMissing(db, stage.entity, new Set(records.map((r) => r.id)), state);
        counts.hidden += hidden;
        changed ||= hidden > 0;
      }
      const queued = await queueMigrations(db);
      // New flows get a suggested kind; an admin's choice is a row the sync never writes (issue 61).
      await refreshFlowKinds(db);
      const summary = `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.hidden} hidden, ${counts.skipped} skipped, ${counts.failed} failed, ${counts.kept} with admin edits kept`;
      return {
        total,
        processed: total,
        succeeded: counts.created + counts.updated + counts.unchanged,
        failed: counts.failed,
        currentBatch: stages.length,
        batches: stages.length,
        message: `Synced: ${summary}; ${queued} image migrations queued`,
        counts,
      } as JobProgress;
    } finally {
      // Even a sync that failed half-way may have changed what the public sees.
      if (changed) deps.changes?.emit({ kind: 'catalogue' });
    }
  };
}

function stageProgress(base: object, entity: string, processed: number, total: number, c: SyncCounts): JobProgress {
  const succeeded = c.created + c.updated + c.unchanged;
  return { ...base, total, processed, succeeded, failed: c.failed, message: `${entity} ${processed}/${total}` };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

const MIGRATION_ENTITY = { screens: 'screens', logos: 'apps', categories: 'categories' } as const;

/** The migration job's write-back: the hosted URL into the record's `importing` field (first mapped name). */
export function airtableImportingWriter(
  client: AirtableClient,
  tables: AirtableTables,
  fields: FieldMap,
): ImportingWriter {
  return async (type, airtableId, hostedUrl) => {
    const entity = MIGRATION_ENTITY[type];
    const field = fields[entity].importing[0] ?? 'importing';
    await client.update(tables[entity], airtableId, { [field]: hostedUrl });
  };
}

/** Everything the job runner needs for a configured base: the sync handler and the importing writer. */
export function airtableJobs(config: AirtableConfig, db: Db, changes?: Pick<ChangeFeed, 'emit'>) {
  const client = createAirtableClient(config);
  const fields = fieldMap(config.fields as FieldOverrides);
  return {
    handlers: { [SYNC_KIND]: airtableSyncJob({ db, client, tables: config.tables, fields, changes }) } as Record<
      string,
      JobHandler
    >,
    writeImporting: airtableImportingWriter(client, config.tables, fields),
  };
}
