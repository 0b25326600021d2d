// Moves images to the image host in batches: each record's source (screen image, app logo or
// category icon without a hosted URL) is uploaded under a deterministic public id and the hosted
// URL written back in the same transaction as the job's item, so a resumed run never redoes a
// finished record. The record list is fixed at the first run, which keeps totals and ETA honest.
import type { Db } from '../db/database.ts';
import type { ImageHost, ImageKind } from '../images/host.ts';
import type { JobProgress } from '../queue/queue.ts';
import type { JobHandler, JobRun } from '../queue/worker.ts';
import { appsChanged, type ChangeFeed } from '../services/platform/changes.ts';
import { type MigrationParams, type MigrationType, queueOcr } from '../services/platform/job-contracts.ts';

/** Writes the hosted URL to the Airtable record's `importing` field (records that came from Airtable). */
export type ImportingWriter = (type: MigrationType, airtableId: string, hostedUrl: string) => Promise<void>;

export type MigrationDeps = {
  db: Db;
  host: ImageHost;
  readSource: (url: string) => Promise<Buffer>;
  writeImporting?: ImportingWriter;
  /** Told once per batch which apps' pictures it hosted (a category icon: the catalogue). */
  changes?: Pick<ChangeFeed, 'emit'>;
};

type Source = {
  id: number;
  airtableId: string | null;
  source: string | null;
  hosted: string | null;
  synced: boolean;
  /** Screens only: whether its words were read yet. */
  needsOcr?: boolean;
  /** The app whose public answers show this picture (none for a category icon). */
  appId?: number;
};

const KIND: Record<MigrationType, ImageKind> = { screens: 'screens', logos: 'logos', categories: 'categories' };

/** Records still without a hosted image, oldest first. */
export async function pendingIds(db: Db, type: MigrationType, take: number): Promise<number[]> {
  const select = { id: true } as const;
  const orderBy = { id: 'asc' } as const;
  const rows =
    type === 'screens'
      ? await db.screen.findMany({ where: { cloudinaryUrl: null }, select, orderBy, take })
      : type === 'logos'
        ? await db.app.findMany({ where: { cloudinaryLogo: null, logo: { not: null } }, select, orderBy, take })
        : await db.category.findMany({
            where: { cloudinaryIconUrl: null, iconUrl: { not: null } },
            select,
            orderBy,
            take,
          });
  return rows.map((r) => r.id);
}

async function load(db: Db, type: MigrationType, id: number): Promise<Source | null> {
  if (type === 'screens') {
    const s = await db.screen.findUnique({ where: { id } });
    return (
      s && {
        id,
        airtableId: s.airtableId,
        source: s.imageUrl,
        hosted: s.cloudinaryUrl,
        synced: !!s.syncedAt,
        needsOcr: s.ocrText === null,
        appId: s.appId,
      }
    );
  }
  if (type === 'logos') {
    const a = await db.app.findUnique({ where: { id } });
    return (
      a && { id, airtableId: a.airtableId, source: a.logo, hosted: a.cloudinaryLogo, synced: !!a.syncedAt, appId: id }
    );
  }
  const c = await db.category.findUnique({ where: { id } });
  return c && { id, airtableId: c.airtableId, source: c.iconUrl, hosted: c.cloudinaryIconUrl, synced: !!c.syncedAt };
}

async function writeHosted(db: Db, run: JobRun, type: MigrationType, id: number, url: string, needsOcr?: boolean) {
  await db.$transaction(async (tx) => {
    // The hosted copy outlives the source (Airtable links expire): read its words now if never read,
    // queued in the same transaction so a crash cannot leave the screen hosted but never read.
    if (needsOcr) await queueOcr(tx, id);
    if (type === 'screens') await tx.screen.update({ where: { id }, data: { cloudinaryUrl: url } });
    else if (type === 'logos') await tx.app.update({ where: { id }, data: { cloudinaryLogo: url } });
    else await tx.category.update({ where: { id }, data: { cloudinaryIconUrl: url } });
    await tx.jobItem.upsert({
      where: { jobId_key: { jobId: run.job.id, key: String(id) } },
      create: { jobId: run.job.id, key: String(id), ok: true },
      update: { ok: true, error: null },
    });
  });
}

export function imageMigrationJob(deps: MigrationDeps): JobHandler {
  return async (run) => {
    const params = run.params as MigrationParams;
    if (!params.targets) {
      await run.saveParams({ ...params, targets: await pendingIds(deps.db, params.type, params.maxRecords) });
    }
    const targets = (run.params as MigrationParams).targets ?? [];
    const done = await run.finished();
    const counts = {
      succeeded: [...done.values()].filter(Boolean).length,
      failed: [...done.values()].filter((ok) => !ok).length,
    };
    const remaining = targets.filter((id) => !done.has(String(id)));
    const batches = Math.ceil(targets.length / params.batchSize);
    const firstBatch = Math.floor(done.size / params.batchSize) + 1;
    const started = performance.now();
    let processedNow = 0;
    const progress = (currentBatch: number, message?: string): JobProgress => {
      const processed = counts.succeeded + counts.failed;
      const left = targets.length - processed;
      const perRecord = processedNow ? (performance.now() - started) / processedNow : null;
      const waits = Math.max(0, batches - currentBatch) * params.delayBetweenBatches;
      const etaSeconds = perRecord === null ? null : Math.round((left * perRecord + waits) / 1000);
      return { total: targets.length, processed, ...counts, currentBatch, batches, etaSeconds, message };
    };
    await run.progress(progress(Math.min(firstBatch, batches)));
    for (let b = 0; b * params.batchSize < remaining.length; b++) {
      const batch = remaining.slice(b * params.batchSize, (b + 1) * params.batchSize);
      const batchNumber = firstBatch + b;
      if (b > 0) await run.sleep(params.delayBetweenBatches);
      const hosted: Array<number | undefined> = [];
      try {
        for (const id of batch) {
          if (run.cancelled()) break;
          const outcome = await migrateOne(deps, run, params.type, id);
          processedNow++;
          if (outcome.ok) counts.succeeded++;
          else counts.failed++;
          if (outcome.hosted) hosted.push(outcome.appId);
          await run.progress(progress(batchNumber));
        }
      } finally {
        // Once per batch, even one cut short: readers see the hosted pictures, caches are not flushed per record.
        if (hosted.length) {
          const change =
            params.type === 'categories'
              ? { kind: 'catalogue' as const }
              : appsChanged(hosted.filter((a) => a !== undefined));
          if (change) deps.changes?.emit(change);
        }
      }
    }
    return progress(batches, `${counts.succeeded} migrated, ${counts.failed} failed`);
  };
}

async function migrateOne(deps: MigrationDeps, run: JobRun, type: MigrationType, id: number) {
  const key = String(id);
  const fail = async (reason: string): Promise<{ ok: boolean; hosted?: boolean; appId?: number }> => {
    await run.item(key, false, reason);
    return { ok: false };
  };
  const record = await load(deps.db, type, id);
  if (!record) return fail('the record no longer exists');
  if (record.hosted) {
    // Hosted by an earlier run (or another job) already: nothing to upload again.
    await run.item(key, true);
    return { ok: true };
  }
  if (!record.source) return fail('the record has no image');
  let hostedUrl: string;
  try {
    const bytes = await deps.readSource(record.source);
    const publicId = record.airtableId ? `${record.airtableId}` : `${type}-${id}`;
    hostedUrl = (await deps.host.upload({ kind: KIND[type], id: publicId, source: bytes })).secureUrl;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  await writeHosted(deps.db, run, type, id, hostedUrl, record.needsOcr);
  const written = { ok: true, hosted: true, appId: record.appId };
  if (record.synced && record.airtableId && deps.writeImporting) {
    await deps
      .writeImporting(type, record.airtableId, hostedUrl)
      .catch((error: unknown) =>
        run.item(
          key,
          true,
          `hosted; Airtable importing not updated: ${error instanceof Error ? error.message : error}`,
        ),
      );
  }
  return written;
}
