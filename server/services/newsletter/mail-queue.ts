// What the newsletter puts on the job queue (the handlers in server/jobs/newsletter-*.ts read it back):
// one row per message to send (MailDelivery), and the jobs that send them, on one queue so only one
// sender runs at a time. Confirmations go out first, whatever else is being sent.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export const MAIL_QUEUE = 'mail';
/** Sends the waiting confirmations and re-confirmations. */
export const MAIL_KIND = 'newsletter-mail';
/** Builds one digest and sends it to every confirmed subscriber (and the confirmations meanwhile). */
export const DIGEST_KIND = 'newsletter-digest';
export type DigestJobParams = { how: 'admin' | 'schedule'; createdBy?: string };

/** Statuses of a delivery that still has to be sent ('sending' after a crash is sent again). */
export const OPEN_DELIVERY = ['queued', 'retry', 'sending'];

type Tx = Prisma.TransactionClient | Db;

/** A confirmation for this subscriber, unless one is already waiting to go out. */
export async function queueConfirmation(tx: Tx, subscriberId: number, kind: 'confirm' | 'reconfirm' = 'confirm') {
  const waiting = await tx.mailDelivery.findFirst({
    where: { subscriberId, kind: { in: ['confirm', 'reconfirm'] }, status: { in: OPEN_DELIVERY } },
    select: { id: true },
  });
  if (!waiting) await tx.mailDelivery.create({ data: { kind, subscriberId } });
}

/** A sending job, unless one is already queued (a running one may have passed the new row by). */
export async function ensureMailJob(tx: Tx) {
  const queued = await tx.job.findFirst({
    where: { queue: MAIL_QUEUE, kind: { in: [MAIL_KIND, DIGEST_KIND] }, status: 'queued' },
    select: { id: true },
  });
  if (!queued) await tx.job.create({ data: { kind: MAIL_KIND, queue: MAIL_QUEUE, params: {} } });
}

/**
 * Addresses from before double opt-in get one re-confirmation, queued once (never twice), when mail
 * can go out. One statement each: the list may be long.
 */
export async function queueReconfirmations(db: Db, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const queued = await tx.$executeRaw`
      INSERT INTO "MailDelivery" ("kind", "subscriberId", "status", "nextAttemptAt", "createdAt")
      SELECT 'reconfirm', s."id", 'queued', ${now}, ${now} FROM "NewsletterSubscriber" s
      WHERE s."status" = 'unconfirmed' AND s."reconfirmQueuedAt" IS NULL`;
    await tx.$executeRaw`
      UPDATE "NewsletterSubscriber" SET "reconfirmQueuedAt" = ${now}
      WHERE "status" = 'unconfirmed' AND "reconfirmQueuedAt" IS NULL`;
    return queued;
  });
}

/** Whether messages wait that no job will send (after a start with SMTP newly configured, or a crash). */
export async function mailWaiting(db: Db): Promise<boolean> {
  const row = await db.mailDelivery.findFirst({
    where: { kind: { in: ['confirm', 'reconfirm'] }, status: { in: OPEN_DELIVERY } },
    select: { id: true },
  });
  return row !== null;
}
