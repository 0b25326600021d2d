// Jobs (admin only): runs of the image migration, OCR and the Airtable sync, with their progress and
// failures; reading them and cancelling one.
import type { Job } from '../../generated/prisma/client.ts';
import type { JobProgress } from '../../queue/queue.ts';
import { cancelJob, getJob, JOB_PAGE, jobFailures, listJobs } from '../../services/admin/jobs.ts';
import { NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';

const Progress = builder.objectRef<JobProgress>('JobProgress').implement({
  fields: (t) => ({
    total: t.int({ resolve: (p) => p.total ?? 0 }),
    processed: t.int({ resolve: (p) => p.processed ?? 0 }),
    succeeded: t.int({ resolve: (p) => p.succeeded ?? 0 }),
    failed: t.int({ resolve: (p) => p.failed ?? 0 }),
    currentBatch: t.int({ resolve: (p) => p.currentBatch ?? 0 }),
    batches: t.int({ resolve: (p) => p.batches ?? 0 }),
    etaSeconds: t.int({ nullable: true, resolve: (p) => p.etaSeconds ?? null }),
    message: t.string({ nullable: true, resolve: (p) => p.message ?? null }),
  }),
});

const JobFailure = builder.objectRef<{ key: string; error: string | null }>('JobFailure').implement({
  fields: (t) => ({ record: t.exposeString('key'), reason: t.string({ resolve: (i) => i.error ?? '' }) }),
});

export const JobType = builder.objectRef<Job>('Job').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    status: t.exposeString('status', { description: 'queued, running, succeeded, failed or cancelled.' }),
    type: t.string({ nullable: true, resolve: (j) => (j.params as { type?: string }).type ?? null }),
    params: t.string({ description: 'JSON.', resolve: (j) => JSON.stringify(j.params) }),
    progress: t.field({ type: Progress, resolve: (j) => (j.progress ?? {}) as JobProgress }),
    error: t.exposeString('error', { nullable: true }),
    cancelRequested: t.exposeBoolean('cancelRequested'),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    failures: t.field({
      type: [JobFailure],
      description: 'The latest records that failed, with their reasons (at most 20).',
      complexity: listOf(20),
      resolve: (j, _a, ctx) => jobFailures(ctx, j.id),
    }),
  }),
});

builder.queryFields((t) => ({
  jobs: t.field({
    type: [JobType],
    description: 'Admin only: the latest jobs, newest first.',
    authScopes: { admin: true },
    args: {
      kind: t.arg.string({ required: false, validate: { maxLength: 50 } }),
      first: t.arg.int({ required: false }),
    },
    complexity: (args) => listOf(Math.min(Math.max(args.first ?? JOB_PAGE.default, 0), JOB_PAGE.max)),
    resolve: (_root, args, ctx) => listJobs(ctx, withoutNulls(args)),
  }),
  job: t.field({
    type: JobType,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      getJob(ctx, args.id).catch((e) => {
        if (e instanceof NotFoundError) return null;
        throw e;
      }),
  }),
}));

builder.mutationFields((t) => ({
  cancelJob: t.field({
    type: JobType,
    description: 'Admin only: a queued job is cancelled at once, a running one at its next record.',
    errors: resultOf('CancelJob', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => cancelJob(ctx, args.id),
  }),
}));
