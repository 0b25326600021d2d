// The admin's newsletter page: where mail stands (mail server, public address, schedule, subscribers,
// waiting confirmations, the latest digests and their figures), the digest's preview in both
// languages, a test sent to one address, and sending the digest (a job; one at a time).
import type { Db } from '../../db/database.ts';
import type { Job } from '../../generated/prisma/client.ts';
import { ACTIVE, lockQueues } from '../../queue/queue.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, issue, UpstreamError, ValidationError } from '../platform/errors.ts';
import { mailProblems, type NewsletterRuntime, NO_MAIL } from '../platform/mail-settings.ts';
import { testMail } from './compose-mail.ts';
import type { SubscriberLanguage } from './consent.ts';
import { buildDigest, lastDigest } from './digest.ts';
import { DIGEST_KIND, type DigestJobParams, MAIL_QUEUE } from './mail-queue.ts';
import { EMAIL_PATTERN } from './newsletter.ts';

const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;
const rtOf = (ctx: ServiceContext): NewsletterRuntime => ctx.newsletter ?? NO_MAIL;

/** When the schedule sends next (if anything is new then), or null when it is off. */
export async function nextScheduled(db: Db, rt: NewsletterRuntime, now = new Date()): Promise<Date | null> {
  const schedule = rt.settings.digestSchedule;
  if (schedule === 'off') return null;
  const last = await lastDigest(db);
  if (!last) return now;
  return new Date(Math.max(now.getTime(), last.createdAt.getTime() + PERIOD_MS[schedule]));
}

/** Queues a digest unless one is queued or being sent (the check and the insert under the queue lock). */
export async function queueDigest(db: Db, params: DigestJobParams): Promise<{ job: Job; created: boolean }> {
  return db.$transaction(async (tx) => {
    await lockQueues(tx);
    const active = await tx.job.findFirst({
      where: { kind: DIGEST_KIND, status: { in: ACTIVE } },
      orderBy: { id: 'asc' },
    });
    if (active) return { job: active, created: false };
    const job = await tx.job.create({
      data: { kind: DIGEST_KIND, queue: MAIL_QUEUE, params, createdBy: params.createdBy },
    });
    return { job, created: true };
  });
}

const FIGURES = ['queued', 'sending', 'retry', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DigestFigures = Record<(typeof FIGURES)[number] | 'total', number>;

/** Per-status counts of each digest's messages. */
export async function digestFigures(db: Db, ids: number[]): Promise<Map<number, DigestFigures>> {
  const rows = ids.length
    ? await db.mailDelivery.groupBy({ by: ['digestId', 'status'], where: { digestId: { in: ids } }, _count: true })
    : [];
  const out = new Map<number, DigestFigures>();
  for (const id of ids) out.set(id, Object.fromEntries([...FIGURES, 'total'].map((k) => [k, 0])) as DigestFigures);
  for (const r of rows) {
    const f = out.get(r.digestId as number);
    if (!f) continue;
    if ((FIGURES as readonly string[]).includes(r.status)) f[r.status as (typeof FIGURES)[number]] += r._count;
    f.total += r._count;
  }
  return out;
}

export async function newsletterStatus(ctx: ServiceContext) {
  await requireAdmin(ctx);
  const rt = rtOf(ctx);
  const [byStatus, waiting, digests, job, next] = await Promise.all([
    ctx.db.newsletterSubscriber.groupBy({ by: ['status'], _count: true }),
    ctx.db.mailDelivery.count({ where: { digestId: null, status: { in: ['queued', 'retry', 'sending'] } } }),
    ctx.db.newsletterDigest.findMany({ orderBy: { id: 'desc' }, take: 5 }),
    ctx.db.job.findFirst({ where: { kind: DIGEST_KIND }, orderBy: { id: 'desc' } }),
    nextScheduled(ctx.db, rt),
  ]);
  const count = (s: string) => byStatus.find((r) => r.status === s)?._count ?? 0;
  const figures = await digestFigures(
    ctx.db,
    digests.map((d) => d.id),
  );
  return {
    smtpServer: rt.mailer?.describe ?? null,
    publicUrl: rt.publicUrl ?? null,
    problems: mailProblems(rt),
    schedule: rt.settings.digestSchedule,
    nextScheduledAt: next,
    ratePerSecond: rt.settings.ratePerSecond,
    concurrency: rt.settings.concurrency,
    subscribers: {
      confirmed: count('confirmed'),
      pending: count('pending'),
      unconfirmed: count('unconfirmed'),
      suppressed: count('suppressed'),
    },
    waitingConfirmations: waiting,
    lastDigestJob: job,
    digests: digests.map((d) => ({ ...d, figures: figures.get(d.id) as DigestFigures })),
  };
}

/** Both languages' message as it would go out now, or null when nothing is new. */
export async function digestPreview(ctx: ServiceContext, lang: SubscriberLanguage) {
  await requireAdmin(ctx);
  // Without PUBLIC_URL the links stay relative: the admin's browser still shows the preview.
  const built = await buildDigest(ctx.db, rtOf(ctx).publicUrl ?? '');
  if (!built) return null;
  return { ...built.content[lang], screenCount: built.data.screenCount, appCount: built.data.newApps.length };
}

function ready(rt: NewsletterRuntime) {
  const [problem] = mailProblems(rt);
  if (problem) throw new ConflictError(problem);
}

export async function sendDigestTest(ctx: ServiceContext, input: { email: string; language: SubscriberLanguage }) {
  await requireAdmin(ctx);
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 200) throw new ValidationError([issue('email', 'EMAIL_INVALID')]);
  const rt = rtOf(ctx);
  ready(rt);
  const built = await buildDigest(ctx.db, rt.publicUrl as string);
  if (!built) throw new ConflictError('NEWSLETTER_NOTHING_NEW');
  const outcome = await rt.mailer?.send(testMail(rt, built.content[input.language], email, input.language));
  if (outcome?.kind !== 'sent') throw new UpstreamError('NEWSLETTER_TEST_FAILED', { detail: outcome?.reason ?? '' });
  return { email, language: input.language, subject: built.content[input.language].subject };
}

export async function sendDigest(ctx: ServiceContext): Promise<Job> {
  const viewer = await requireAdmin(ctx);
  const rt = rtOf(ctx);
  ready(rt);
  if (!(await buildDigest(ctx.db, rt.publicUrl as string))) throw new ConflictError('NEWSLETTER_NOTHING_NEW');
  const { job, created } = await queueDigest(ctx.db, { how: 'admin', createdBy: viewer.username });
  if (!created) throw new ConflictError('NEWSLETTER_DIGEST_ACTIVE', { status: job.status, id: job.id });
  ctx.jobs.wake();
  return job;
}
