// The newsletter's two jobs on the mail queue: sending the waiting confirmations, and a digest (built
// once, kept with its job, then sent to every confirmed subscriber with the confirmations that arrive
// meanwhile). A resumed digest finds its own row and sends what is still open.
import type { Db } from '../db/database.ts';
import type { JobProgress } from '../queue/queue.ts';
import { type JobHandler, type JobRun, JobStopped } from '../queue/worker.ts';
import { confirmationMail, digestMail, type Recipient } from '../services/newsletter/compose-mail.ts';
import { confirmSecret } from '../services/newsletter/confirm-link.ts';
import { buildDigest, type DigestContent } from '../services/newsletter/digest.ts';
import { digestFigures } from '../services/newsletter/digest-admin.ts';
import { DIGEST_KIND, MAIL_KIND } from '../services/newsletter/mail-queue.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';
import { mailProblems, type NewsletterRuntime } from '../services/platform/mail-settings.ts';
import { translate } from '../services/platform/messages.ts';
import { type Figures, type Sender, sendDue } from './newsletter-send.ts';

export type NewsletterJobDeps = { db: Db; rt: NewsletterRuntime; changes?: Pick<ChangeFeed, 'emit'> };

const notReady = (rt: NewsletterRuntime) =>
  mailProblems(rt)
    .map((p) => translate('en', p))
    .join(' ');

export function newsletterJobs(deps: NewsletterJobDeps): Record<string, JobHandler> {
  const { db, rt } = deps;
  const sender: Sender = {
    db,
    rt,
    send: (mail) => (rt.mailer ? rt.mailer.send(mail) : Promise.resolve({ kind: 'down', reason: 'no SMTP' })),
  };
  const confirmations = async () => {
    const secret = await confirmSecret(db, rt.settings.secret);
    return (r: Recipient) => confirmationMail(rt, secret, r, new Date());
  };

  const mail: JobHandler = async (run) => {
    // Without a mail server (or PUBLIC_URL) the messages stay queued; start-up queues this job again.
    if (mailProblems(rt).length) return { message: notReady(rt) };
    const compose = await confirmations();
    const f = await sendDue(sender, run, { compose }, (figures) => run.progress(mailProgress(figures)));
    return mailProgress(f);
  };

  const digest: JobHandler = async (run) => {
    if (mailProblems(rt).length) throw new Error(notReady(rt));
    const found = await db.newsletterDigest.findUnique({ where: { jobId: run.job.id } });
    const made = found ?? (await createDigest(deps, run));
    if (!made) return { total: 0, message: translate('en', 'NEWSLETTER_NOTHING_NEW') };
    const content = made.content as DigestContent;
    const confirm = await confirmations();
    const compose = (r: Recipient) =>
      r.kind === 'digest' ? digestMail(rt, made.id, content[r.language], r) : confirm(r);
    const progress = async (note?: string) => {
      const f = (await digestFigures(db, [made.id])).get(made.id);
      if (!f) return {};
      return {
        total: f.total,
        processed: f.sent + f.failed + f.bounced + f.skipped,
        succeeded: f.sent,
        failed: f.failed + f.bounced,
        message:
          note ??
          `sent ${f.sent}, waiting to retry ${f.retry}, refused ${f.failed}, suppressed ${f.bounced}, skipped ${f.skipped}`,
      } satisfies JobProgress;
    };
    try {
      await sendDue(sender, run, { digestId: made.id, compose }, async (_f: Figures, note?: string) =>
        run.progress(await progress(note)),
      );
    } catch (error) {
      if (error instanceof JobStopped && run.cancelled()) await cancelDigest(db, made.id);
      throw error;
    }
    await db.newsletterDigest.update({ where: { id: made.id }, data: { status: 'sent', finishedAt: new Date() } });
    return progress();
  };

  return { [MAIL_KIND]: mail, [DIGEST_KIND]: digest };
}

const mailProgress = (f: Figures): JobProgress => ({
  processed: f.sent + f.failed + f.bounced + f.skipped,
  succeeded: f.sent,
  failed: f.failed + f.bounced,
  message: `sent ${f.sent}, refused ${f.failed}, suppressed ${f.bounced}, retried ${f.retried}`,
});

/** Builds the digest and one message row per confirmed subscriber, together: a crash keeps both or neither. */
async function createDigest(deps: NewsletterJobDeps, run: JobRun) {
  const built = await buildDigest(deps.db, deps.rt.publicUrl as string);
  if (!built) return null;
  const params = run.params as { how?: string; createdBy?: string };
  return deps.db.$transaction(async (tx) => {
    const d = await tx.newsletterDigest.create({
      data: {
        how: params.how === 'schedule' ? 'schedule' : 'admin',
        createdBy: params.createdBy ?? null,
        jobId: run.job.id,
        lastScreenId: built.data.lastScreenId,
        screenCount: built.data.screenCount,
        appCount: built.data.newApps.length,
        content: built.content,
      },
    });
    const now = new Date();
    await tx.$executeRaw`
      INSERT INTO "MailDelivery" ("kind", "digestId", "subscriberId", "status", "nextAttemptAt", "createdAt")
      SELECT 'digest', ${d.id}, s."id", 'queued', ${now}, ${now} FROM "NewsletterSubscriber" s WHERE s."status" = 'confirmed'`;
    return d;
  });
}

/** A cancelled digest sends nothing more: its open messages are skipped. */
async function cancelDigest(db: Db, digestId: number) {
  await db.$transaction([
    db.mailDelivery.updateMany({
      where: { digestId, status: { in: ['queued', 'retry'] } },
      data: { status: 'skipped' },
    }),
    db.newsletterDigest.update({ where: { id: digestId }, data: { status: 'cancelled', finishedAt: new Date() } }),
  ]);
}
