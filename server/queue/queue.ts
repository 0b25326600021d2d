// The job table: enqueue, claim (FOR UPDATE SKIP LOCKED, one running job per queue, stale runs
// reclaimed), heartbeats, outcome. Works the same on PGlite and PostgreSQL.
import type { Db } from '../db/database.ts';
import type { Job, Prisma } from '../generated/prisma/client.ts';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export const ACTIVE: JobStatus[] = ['queued', 'running'];

export type JobProgress = {
  total?: number;
  processed?: number;
  succeeded?: number;
  failed?: number;
  currentBatch?: number;
  batches?: number;
  etaSeconds?: number | null;
  message?: string;
  /** A finished backup's size. */
  bytes?: number;
};

export type NewJob = { kind: string; queue: string; params: object; createdBy?: string };

// Session time zones differ between servers: times are always sent from here, never now() in SQL.
const json = (value: object) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/**
 * Serializes claims and "is one already running?" checks across instances for the rest of the
 * transaction (executeRaw: the lock function returns void, which the drivers cannot read as a row).
 */
export async function lockQueues(tx: Prisma.TransactionClient) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(7420311)`;
}

export async function enqueue(db: Db, job: NewJob): Promise<Job> {
  return db.job.create({ data: { ...job, params: json(job.params) } });
}

/** Claims the oldest runnable job of these kinds for `workerId`, or null. */
export async function claimNext(db: Db, workerId: string, kinds: string[], staleMs: number): Promise<Job | null> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - staleMs);
  return db.$transaction(async (tx) => {
    // Two workers must not both see "nothing running" in a queue.
    await lockQueues(tx);
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT j.id FROM "Job" j
      WHERE j.kind = ANY(${kinds})
        AND (j.status = 'queued' OR (j.status = 'running' AND (j."heartbeatAt" IS NULL OR j."heartbeatAt" < ${staleBefore})))
        AND NOT EXISTS (
          SELECT 1 FROM "Job" r
          WHERE r.queue = j.queue AND r.id <> j.id AND r.status = 'running' AND r."heartbeatAt" >= ${staleBefore})
      ORDER BY j.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED`;
    const id = rows[0]?.id;
    if (id === undefined) return null;
    return tx.job.update({
      where: { id },
      data: {
        status: 'running',
        lockedBy: workerId,
        heartbeatAt: now,
        attempts: { increment: 1 },
        startedAt: (await tx.job.findUniqueOrThrow({ where: { id } })).startedAt ?? now,
      },
    });
  });
}

/**
 * Records progress and proves the worker is alive. `lost` means another worker took the job over
 * (this one must stop at once); `cancelRequested` that an admin asked it to stop.
 */
export async function heartbeat(db: Db, id: number, workerId: string, progress?: JobProgress) {
  const data = progress ? { heartbeatAt: new Date(), progress: json(progress) } : { heartbeatAt: new Date() };
  const { count } = await db.job.updateMany({ where: { id, lockedBy: workerId, status: 'running' }, data });
  if (count === 0) return { lost: true, cancelRequested: false };
  const job = await db.job.findUnique({ where: { id }, select: { cancelRequested: true } });
  return { lost: false, cancelRequested: job?.cancelRequested ?? false };
}

export async function setParams(db: Db, id: number, params: object) {
  await db.job.update({ where: { id }, data: { params: json(params) } });
}

export async function finish(
  db: Db,
  id: number,
  workerId: string,
  outcome: { status: Exclude<JobStatus, 'queued' | 'running'>; progress?: JobProgress; error?: string },
) {
  await db.job.updateMany({
    where: { id, lockedBy: workerId, status: 'running' },
    data: {
      status: outcome.status,
      finishedAt: new Date(),
      error: outcome.error?.slice(0, 2000) ?? null,
      ...(outcome.progress ? { progress: json(outcome.progress) } : {}),
    },
  });
}

/** A queued job is cancelled at once; a running one is asked to stop at its next record. */
export async function requestCancel(db: Db, id: number): Promise<Job | null> {
  await db.job.updateMany({
    where: { id, status: 'queued' },
    data: { status: 'cancelled', cancelRequested: true, finishedAt: new Date() },
  });
  await db.job.updateMany({ where: { id, status: 'running' }, data: { cancelRequested: true } });
  return db.job.findUnique({ where: { id } });
}

/** With PGlite one process owns the database, so anything "running" at start died with the last one. */
export async function requeueOrphans(db: Db) {
  await db.job.updateMany({ where: { status: 'running' }, data: { status: 'queued', lockedBy: null } });
}

export async function recordItem(db: Db, jobId: number, key: string, ok: boolean, error?: string) {
  await db.jobItem.upsert({
    where: { jobId_key: { jobId, key } },
    create: { jobId, key, ok, error: error?.slice(0, 500) },
    update: { ok, error: error?.slice(0, 500) ?? null },
  });
}

export async function finishedKeys(db: Db, jobId: number): Promise<Map<string, boolean>> {
  const items = await db.jobItem.findMany({ where: { jobId }, select: { key: true, ok: true } });
  return new Map(items.map((i) => [i.key, i.ok]));
}
