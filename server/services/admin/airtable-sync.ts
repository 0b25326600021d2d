// Starting an Airtable sync (admin dashboard, REST, GraphQL, the CLI). One sync at a time: a second
// start while one is queued or running is refused, as a second migration is.
import type { Db } from '../../db/database.ts';
import type { Job } from '../../generated/prisma/client.ts';
import { ACTIVE, lockQueues } from '../../queue/queue.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError } from '../platform/errors.ts';
import { SYNC_KIND, SYNC_QUEUE } from '../platform/job-contracts.ts';

/** Queues a sync unless one is already queued or running; either way returns the sync to follow. */
export async function queueSync(db: Db, createdBy: string): Promise<{ job: Job; created: boolean }> {
  return db.$transaction(async (tx) => {
    // The lock the workers claim under: the check and the insert cannot interleave with a claim.
    await lockQueues(tx);
    const active = await tx.job.findFirst({
      where: { queue: SYNC_QUEUE, status: { in: ACTIVE } },
      orderBy: { id: 'asc' },
    });
    if (active) return { job: active, created: false };
    const job = await tx.job.create({ data: { kind: SYNC_KIND, queue: SYNC_QUEUE, params: {}, createdBy } });
    return { job, created: true };
  });
}

/** Whether a sync can run here (the dashboard disables its button otherwise, and says why). */
export async function syncAvailable(ctx: ServiceContext): Promise<boolean> {
  await requireAdmin(ctx);
  return ctx.airtableConfigured;
}

export async function startSync(ctx: ServiceContext): Promise<Job> {
  const viewer = await requireAdmin(ctx);
  if (!ctx.airtableConfigured) throw new ConflictError('AIRTABLE_NOT_CONFIGURED');
  const { job, created } = await queueSync(ctx.db, viewer.username);
  if (!created) {
    throw new ConflictError('AIRTABLE_SYNC_ACTIVE', { status: job.status, id: job.id });
  }
  ctx.jobs.wake();
  return job;
}
