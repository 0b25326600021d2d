// What the services put on the job queue and the handlers (server/jobs/) read back: each kind's queue
// and parameters, and the one enqueue that needs no admin (OCR). Owned here, below the handlers: the
// services never depend on a handler.
import type { Db } from '../../db/database.ts';
import { queueScreenLook } from './similar-contracts.ts';

export const OCR_QUEUE = 'ocr';

/** Queues recognition of a screen's image, unless one is already waiting for it. */
export async function queueOcr(db: Pick<Db, 'job'>, screenId: number) {
  const waiting = await db.job.findFirst({
    where: { kind: 'ocr', queue: OCR_QUEUE, status: 'queued', params: { equals: { screenId } } },
    select: { id: true },
  });
  if (waiting) return waiting;
  const job = await db.job.create({ data: { kind: 'ocr', queue: OCR_QUEUE, params: { screenId } } });
  // Its look and similar screens follow the words (docs/similar-screens.md).
  await queueScreenLook(db, screenId);
  return job;
}

/** Reading a visitor's screenshot while it waits (suggestions for its approval): the OCR worker, by image id. */
export const CONTRIBUTION_OCR_KIND = 'contribution-ocr';

export function queueContributionOcr(db: Pick<Db, 'job'>, imageId: number) {
  return db.job.create({ data: { kind: CONTRIBUTION_OCR_KIND, queue: OCR_QUEUE, params: { imageId } } });
}

export const MIGRATION_QUEUE = 'image-migration';
export const MIGRATION_TYPES = ['screens', 'logos', 'categories'] as const;
export type MigrationType = (typeof MIGRATION_TYPES)[number];
export type MigrationParams = {
  type: MigrationType;
  maxRecords: number;
  batchSize: number;
  delayBetweenBatches: number;
  targets?: number[];
};

/** Moving in: local images copied to the S3 bucket (one at a time with migrations: same queue). */
export const MEDIA_MOVE_KIND = 'media-move';

export const SYNC_KIND = 'airtable-sync';
export const SYNC_QUEUE = 'airtable-sync';

/** A backup taken by the running server (npm run backup and the admin API ask for one); one at a time. */
export const BACKUP_KIND = 'backup';
export const BACKUP_QUEUE = 'backup';
