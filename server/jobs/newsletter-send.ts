// Sends what is due on the mail queue, a window of `concurrency` messages at a time: the window is
// recorded as 'sending' (uncertain) before any of it is handed to the mail server, so a crash leaves at
// most that many messages whose fate is unknown; they are sent again on resume, with the same
// Message-ID. Paced by the rate setting. Temporary refusals wait with doubling back-off; a 5xx to
// RCPT TO suppresses the address; an unreachable server pauses the whole send without blaming anyone.
import type { Db } from '../db/database.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { OutgoingMail, SendOutcome } from '../mail/transport.ts';
import { type JobRun, JobStopped } from '../queue/worker.ts';
import type { Recipient } from '../services/newsletter/compose-mail.ts';
import type { NewsletterRuntime } from '../services/platform/mail-settings.ts';

/** Read ahead this many rows at once (ids and addresses only): never the whole list in memory. */
const READ_AHEAD = 200;
const MAX_PAUSE_MS = 15 * 60_000;
const PROGRESS_EVERY_MS = 500;

export type Figures = { sent: number; retried: number; failed: number; bounced: number; skipped: number };
export type SendScope = { digestId?: number; compose(r: Recipient): OutgoingMail };
type Row = { id: number; kind: string; sid: number; email: string; language: string; token: string };

const recipient = (r: Row): Recipient => ({
  deliveryId: r.id,
  kind: r.kind,
  subscriberId: r.sid,
  email: r.email,
  language: r.language === 'en' ? 'en' : 'pt',
  unsubscribeToken: r.token,
});

/** Due rows of one kind of list: confirmations (no digest) or one digest's, oldest first, after `afterId`. */
async function due(db: Db, digestId: number | null, status: 'queued' | 'retry', afterId: number, take: number) {
  const digest = digestId === null ? Prisma.sql`d."digestId" IS NULL` : Prisma.sql`d."digestId" = ${digestId}`;
  const retry = status === 'retry' ? Prisma.sql`AND d."nextAttemptAt" <= ${new Date()}` : Prisma.empty;
  return db.$queryRaw<Row[]>`
    SELECT d.id, d.kind, s.id AS sid, s.email, s.language, s."unsubscribeToken" AS token
    FROM "MailDelivery" d JOIN "NewsletterSubscriber" s ON s.id = d."subscriberId"
    WHERE ${digest} AND d.status = ${status} ${retry} AND d.id > ${afterId}
    ORDER BY d.id LIMIT ${take}`;
}

/** Rows whose subscriber left (or changed state) before their turn: nothing to send. */
async function skipGone(db: Db, digestId: number | null) {
  const digest = digestId === null ? Prisma.sql`"digestId" IS NULL` : Prisma.sql`"digestId" = ${digestId}`;
  return db.$executeRaw`
    UPDATE "MailDelivery" d SET status = 'skipped'
    WHERE ${digest} AND d.status IN ('queued', 'retry') AND NOT EXISTS (
      SELECT 1 FROM "NewsletterSubscriber" s WHERE s.id = d."subscriberId"
        AND (CASE WHEN d.kind = 'digest' THEN s.status = 'confirmed' ELSE s.status <> 'confirmed' END))`;
}

/** Marks the window uncertain; answers the ids still eligible (a subscriber may have left meanwhile). */
async function markSending(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "MailDelivery" d SET status = 'sending', attempts = d.attempts + 1
    FROM "NewsletterSubscriber" s
    WHERE d.id = ANY(${ids}) AND d.status IN ('queued', 'retry') AND s.id = d."subscriberId"
      AND (CASE WHEN d.kind = 'digest' THEN s.status = 'confirmed' ELSE s.status <> 'confirmed' END)
    RETURNING d.id`;
  return new Set(rows.map((r) => r.id));
}

export function createPacer(ratePerSecond: number, sleep: (ms: number) => Promise<void>) {
  const interval = ratePerSecond > 0 ? 1000 / ratePerSecond : 0;
  let next = 0;
  return async () => {
    if (!interval) return;
    const now = performance.now();
    if (next > now) await sleep(next - now);
    next = Math.max(next, now) + interval;
  };
}

export type Sender = {
  rt: NewsletterRuntime;
  db: Db;
  send(mail: OutgoingMail): Promise<SendOutcome>;
};

/**
 * Sends every due message of the scope (always the confirmations; the digest's when one is named) until
 * none is left, waiting out retries. `report` gets the figures as they change (at most twice a second).
 */
export async function sendDue(
  sender: Sender,
  run: JobRun,
  scope: SendScope,
  report: (f: Figures, note?: string) => Promise<void>,
) {
  const { db, rt } = sender;
  const s = rt.settings;
  const figures: Figures = { sent: 0, retried: 0, failed: 0, bounced: 0, skipped: 0 };
  const pace = createPacer(s.ratePerSecond, (ms) => run.sleep(ms));
  const lists = [null, ...(scope.digestId ? [scope.digestId] : [])];
  const inScope = { OR: lists.map((digestId) => ({ digestId })) };
  // What a crash left uncertain is sent again (at most one window of it).
  await db.mailDelivery.updateMany({ where: { status: 'sending', ...inScope }, data: { status: 'queued' } });
  const skipAll = async () => {
    for (const list of lists) figures.skipped += await skipGone(db, list);
  };
  await skipAll();
  let pauses = 0;
  let lastReport = 0;
  const tell = async (note?: string, force = false) => {
    if (!force && performance.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = performance.now();
    await report(figures, note);
  };
  // The digest's queued rows are read in id order from here (reset when rows go back to the queue).
  let cursor = 0;
  const nextBatch = async () => {
    for (const list of lists) {
      const queued = await due(db, list, 'queued', list === null ? 0 : cursor, READ_AHEAD);
      if (queued.length) {
        if (list !== null) cursor = queued.at(-1)?.id ?? cursor;
        return { list, rows: queued, queued: true };
      }
      const retry = await due(db, list, 'retry', 0, READ_AHEAD);
      if (retry.length) return { list, rows: retry, queued: false };
    }
    return null;
  };
  batches: for (;;) {
    const batch = await nextBatch();
    if (!batch) {
      const next = await db.mailDelivery.findFirst({
        where: { status: 'retry', ...inScope },
        orderBy: { nextAttemptAt: 'asc' },
        select: { nextAttemptAt: true },
      });
      if (!next) break;
      await tell(undefined, true);
      await run.sleep(Math.max(10, Math.min(next.nextAttemptAt.getTime() - Date.now(), 5_000)));
      continue;
    }
    for (let i = 0; i < batch.rows.length; i += s.concurrency) {
      const down = await sendWindow(sender, run, scope, batch.rows.slice(i, i + s.concurrency), figures, pace);
      if (down) {
        pauses++;
        const wait = Math.min(s.retryBaseMs * 2 ** (pauses - 1), MAX_PAUSE_MS);
        await tell(`${down} (${Math.ceil(wait / 1000)} s)`, true);
        await run.sleep(wait);
        cursor = 0;
        continue batches;
      }
      pauses = 0;
      await tell();
      // Confirmations first: one that arrived meanwhile goes out before the digest's next window.
      if (batch.list !== null && (await hasDueConfirmation(db))) {
        // The rest of this batch is still waiting: the digest resumes after the last row handled.
        if (batch.queued) cursor = batch.rows[Math.min(i + s.concurrency, batch.rows.length) - 1]?.id ?? 0;
        continue batches;
      }
    }
  }
  await skipAll();
  await tell(undefined, true);
  return figures;
}

const hasDueConfirmation = async (db: Db) =>
  (await db.mailDelivery.findFirst({ where: { digestId: null, status: 'queued' }, select: { id: true } })) !== null;

/** One window: recorded uncertain, handed over at the set pace, outcomes recorded. Answers a reason when the server is down. */
async function sendWindow(
  sender: Sender,
  run: JobRun,
  scope: SendScope,
  window: Row[],
  figures: Figures,
  pace: () => Promise<void>,
): Promise<string | null> {
  const { db, rt } = sender;
  const eligible = await markSending(
    db,
    window.map((r) => r.id),
  );
  const gone = window.filter((r) => !eligible.has(r.id)).map((r) => r.id);
  if (gone.length) {
    const { count } = await db.mailDelivery.updateMany({
      where: { id: { in: gone }, status: { in: ['queued', 'retry'] } },
      data: { status: 'skipped' },
    });
    figures.skipped += count;
  }
  const sending = window.filter((r) => eligible.has(r.id));
  const started: Promise<SendOutcome>[] = [];
  for (const r of sending) {
    await pace();
    started.push(sender.send(scope.compose(recipient(r))).catch((e) => ({ kind: 'down' as const, reason: String(e) })));
  }
  const outcomes = await Promise.all(started);
  const now = new Date();
  const sent = sending.filter((_, i) => outcomes[i]?.kind === 'sent');
  if (sent.length) {
    await db.mailDelivery.updateMany({
      where: { id: { in: sent.map((r) => r.id) } },
      data: { status: 'sent', sentAt: now },
    });
    const confirmed = sent.filter((r) => r.kind !== 'digest').map((r) => r.sid);
    // The confirmation's expiry counts from when the mail server took it.
    if (confirmed.length)
      await db.newsletterSubscriber.updateMany({ where: { id: { in: confirmed } }, data: { confirmSentAt: now } });
    figures.sent += sent.length;
  }
  let down: string | null = null;
  for (const [i, r] of sending.entries()) {
    const o = outcomes[i] as SendOutcome;
    if (o.kind === 'sent') continue;
    if (o.kind === 'down') {
      down ??= o.reason;
      // Nobody's fault: back in the queue, the attempt not counted.
      await db.mailDelivery.update({
        where: { id: r.id },
        data: { status: 'queued', attempts: { decrement: 1 }, lastError: o.reason },
      });
    } else if (o.kind === 'retry') {
      const row = await db.mailDelivery.findUniqueOrThrow({ where: { id: r.id }, select: { attempts: true } });
      const last = row.attempts >= rt.settings.maxAttempts;
      const wait = rt.settings.retryBaseMs * 2 ** (row.attempts - 1);
      await db.mailDelivery.update({
        where: { id: r.id },
        data: last
          ? { status: 'failed', lastError: o.reason }
          : { status: 'retry', lastError: o.reason, nextAttemptAt: new Date(now.getTime() + wait) },
      });
      if (last) figures.failed++;
      else figures.retried++;
    } else if (o.kind === 'bounced') {
      await db.$transaction([
        db.mailDelivery.update({ where: { id: r.id }, data: { status: 'bounced', lastError: o.reason } }),
        db.newsletterSubscriber.updateMany({
          where: { id: r.sid },
          data: { status: 'suppressed', suppressedAt: now, suppressedReason: o.reason },
        }),
      ]);
      figures.bounced++;
    } else {
      await db.mailDelivery.update({ where: { id: r.id }, data: { status: 'failed', lastError: o.reason } });
      figures.failed++;
    }
  }
  if (run.cancelled()) throw new JobStopped();
  return down;
}
