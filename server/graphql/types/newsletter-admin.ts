// The newsletter's admin calls (admin scope): where mail stands, the digest's preview, a test message,
// sending the digest (a job, followed with `job(id)`) and the proof of consent of one address.
import { type ConsentExport, consentExport } from '../../services/newsletter/consent.ts';
import {
  type DigestFigures,
  digestPreview,
  newsletterStatus,
  sendDigest,
  sendDigestTest,
} from '../../services/newsletter/digest-admin.ts';
import { ConflictError, NotFoundError, UpstreamError, ValidationError } from '../../services/platform/errors.ts';
import { translate } from '../../services/platform/messages.ts';
import { builder } from '../builder.ts';
import { resultOf } from '../results.ts';
import { JobType } from './job.ts';
import { Language } from './newsletter.ts';

type Status = Awaited<ReturnType<typeof newsletterStatus>>;
type Digest = Status['digests'][number];

const Figures = builder.objectRef<DigestFigures>('NewsletterDigestFigures').implement({
  description: 'How many of a digest’s messages are in each state.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    queued: t.int({ resolve: (f) => f.queued + f.sending }),
    retrying: t.exposeInt('retry'),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed'),
    suppressed: t.exposeInt('bounced', {
      description: 'Refused for good by the mail server (5xx): the address is suppressed.',
    }),
    skipped: t.exposeInt('skipped', { description: 'No longer subscribed when their turn came.' }),
  }),
});

const DigestType = builder.objectRef<Digest>('NewsletterDigest').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeString('status', { description: 'sending, sent or cancelled.' }),
    how: t.exposeString('how', { description: 'admin or schedule.' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    jobId: t.exposeInt('jobId', { nullable: true }),
    screenCount: t.exposeInt('screenCount'),
    appCount: t.exposeInt('appCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    figures: t.field({ type: Figures, resolve: (d) => d.figures }),
  }),
});

const Problem = builder.objectRef<{ code: string }>('NewsletterProblem').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.string({ resolve: (p, _a, ctx) => translate(ctx.language, p.code as 'NEWSLETTER_NEEDS_PUBLIC_URL') }),
  }),
});

const Counts = builder.objectRef<Status['subscribers']>('NewsletterSubscriberCounts').implement({
  fields: (t) => ({
    confirmed: t.exposeInt('confirmed'),
    pending: t.exposeInt('pending'),
    unconfirmed: t.exposeInt('unconfirmed', {
      description: 'On the list before double opt-in; sent one re-confirmation.',
    }),
    suppressed: t.exposeInt('suppressed'),
  }),
});

const StatusType = builder.objectRef<Status>('NewsletterStatus').implement({
  fields: (t) => ({
    smtpServer: t.exposeString('smtpServer', {
      nullable: true,
      description: 'Host and port of SMTP_URL, never its password.',
    }),
    publicUrl: t.exposeString('publicUrl', { nullable: true }),
    problems: t.field({ type: [Problem], resolve: (s) => s.problems.map((code) => ({ code })) }),
    schedule: t.exposeString('schedule', { description: 'off, daily or weekly (NEWSLETTER_DIGEST_SCHEDULE).' }),
    nextScheduledAt: t.expose('nextScheduledAt', { type: 'DateTime', nullable: true }),
    ratePerSecond: t.exposeFloat('ratePerSecond'),
    concurrency: t.exposeInt('concurrency'),
    subscribers: t.field({ type: Counts, resolve: (s) => s.subscribers }),
    waitingConfirmations: t.exposeInt('waitingConfirmations'),
    lastDigestJob: t.field({ type: JobType, nullable: true, resolve: (s) => s.lastDigestJob }),
    digests: t.field({ type: [DigestType], resolve: (s) => s.digests }),
  }),
});

const Preview = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof digestPreview>>>>('NewsletterDigestPreview')
  .implement({
    fields: (t) => ({
      subject: t.exposeString('subject'),
      html: t.exposeString('html'),
      text: t.exposeString('text'),
      screenCount: t.exposeInt('screenCount'),
      appCount: t.exposeInt('appCount'),
    }),
  });

const TestSent = builder.objectRef<{ email: string; subject: string }>('NewsletterTestPayload').implement({
  fields: (t) => ({ email: t.exposeString('email'), subject: t.exposeString('subject') }),
});

const ConsentRecord = builder.objectRef<ConsentExport>('NewsletterConsentRecord').implement({
  description: 'Everything kept about one address (its subscription and consent records).',
  fields: (t) => ({
    email: t.exposeString('email'),
    status: t.string({ nullable: true, resolve: (r) => r.subscriber?.status ?? null }),
    json: t.string({
      description: 'The whole record as the REST export gives it.',
      resolve: (r) => JSON.stringify(r, null, 2),
    }),
  }),
});

builder.queryFields((t) => ({
  newsletterStatus: t.field({
    type: StatusType,
    description: 'Admin only: mail server, public address, schedule, subscribers and the latest digests.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => newsletterStatus(ctx),
  }),
  newsletterDigestPreview: t.field({
    type: Preview,
    nullable: true,
    description: 'Admin only: the digest as it would go out now in this language; null when nothing is new.',
    authScopes: { admin: true },
    args: { language: t.arg({ type: Language, required: true }) },
    resolve: (_root, args, ctx) => digestPreview(ctx, args.language),
  }),
  newsletterConsentRecord: t.field({
    type: ConsentRecord,
    nullable: true,
    description: 'Admin only: the proof of consent kept for one address; null when nothing is kept.',
    authScopes: { admin: true },
    args: { email: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) =>
      consentExport(ctx, args.email).catch((e) => {
        if (e instanceof NotFoundError) return null;
        throw e;
      }),
  }),
}));

builder.mutationFields((t) => ({
  sendNewsletterDigest: t.field({
    type: JobType,
    description:
      'Admin only: queues the digest; refused without SMTP or PUBLIC_URL, when nothing is new, or while one is sent.',
    errors: resultOf('SendNewsletterDigest', [ConflictError]),
    resolve: (_root, _args, ctx) => sendDigest(ctx),
  }),
  sendNewsletterTest: t.field({
    type: TestSent,
    description: 'Admin only: sends the digest as it is now, in one language, to one address.',
    errors: resultOf('SendNewsletterTest', [ValidationError, ConflictError, UpstreamError]),
    args: {
      email: t.arg.string({ required: true, validate: { maxLength: 200 } }),
      language: t.arg({ type: Language, required: true }),
    },
    resolve: (_root, args, ctx) => sendDigestTest(ctx, args),
  }),
}));
