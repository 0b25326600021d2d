// Backups taken by the running server (admin dashboard, REST, GraphQL, npm run backup): one at a time,
// a second request while one is queued or running is refused with the one to follow.
import type { Db } from '../../db/database.ts';
import type { Job } from '../../generated/prisma/client.ts';
import { ACTIVE, lockQueues } from '../../queue/queue.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError } from '../platform/errors.ts';
import { BACKUP_KIND, BACKUP_QUEUE } from '../platform/job-contracts.ts';

/** Queues a backup unless one is queued or running; either way the one to follow. */
export function queueBackup(db: Db, createdBy: string): Promise<{ job: Job; created: boolean }> {
  return db.$transaction(async (tx) => {
    await lockQueues(tx);
    const active = await tx.job.findFirst({ where: { queue: BACKUP_QUEUE, status: { in: ACTIVE } } });
    if (active) return { job: active, created: false };
    const job = await tx.job.create({ data: { kind: BACKUP_KIND, queue: BACKUP_QUEUE, params: {}, createdBy } });
    return { job, created: true };
  });
}

export async function startBackup(ctx: ServiceContext): Promise<Job> {
  const viewer = await requireAdmin(ctx);
  const { job, created } = await queueBackup(ctx.db, viewer.username);
  if (!created) throw new ConflictError('BACKUP_ACTIVE', { status: job.status, id: job.id });
  ctx.jobs.wake();
  return job;
}

export type BackupSummary = { at: Date; ok: boolean; bytes: number | null; error: string | null };

/** The last backup that ended (the dashboard's line): when, whether it worked, its size; null when none. */
export async function lastBackup(ctx: ServiceContext): Promise<BackupSummary | null> {
  await requireAdmin(ctx);
  const job = await ctx.db.job.findFirst({
    where: { kind: BACKUP_KIND, status: { in: ['succeeded', 'failed'] } },
    orderBy: { finishedAt: 'desc' },
  });
  if (!job?.finishedAt) return null;
  const bytes = (job.progress as { bytes?: unknown }).bytes;
  return {
    at: job.finishedAt,
    ok: job.status === 'succeeded',
    bytes: typeof bytes === 'number' ? bytes : null,
    error: job.error,
  };
}
