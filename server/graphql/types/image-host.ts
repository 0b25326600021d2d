// The image tool and the jobs behind it (admin only): host status, migrations, test uploads.
import type { Job } from '../../generated/prisma/client.ts';
import type { JobProgress } from '../../queue/queue.ts';
import { ConflictError, NotFoundError, UpstreamError, ValidationError } from '../../services/errors.ts';
import {
  cancelJob,
  getJob,
  hostStatus,
  JOB_PAGE,
  jobFailures,
  listJobs,
  startMigration,
  testUpload,
} from '../../services/image-tools.ts';
import { MIGRATION_TYPES } from '../../services/job-contracts.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { ErrorInterface } from './errors.ts';

builder.objectType(UpstreamError, { name: 'UpstreamError', interfaces: [ErrorInterface] });

const ImageHostStatus = builder
  .objectRef<{ configured: boolean; cloudName: string; name: string; success: boolean; message?: string }>(
    'ImageHostStatus',
  )
  .implement({
    fields: (t) => ({
      configured: t.exposeBoolean('configured'),
      cloudName: t.exposeString('cloudName'),
      name: t.exposeString('name', { description: '"local" or "cloudinary".' }),
      success: t.exposeBoolean('success', { description: 'The provider answered.' }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

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

const MigrationType = builder.enumType('MigrationType', { values: MIGRATION_TYPES });

const MigrationInput = builder.inputType('ImageMigrationInput', {
  fields: (t) => ({
    type: t.field({ type: MigrationType }),
    maxRecords: t.int(),
    batchSize: t.int(),
    delayBetweenBatches: t.int(),
  }),
});

const TestUploadInput = builder.inputType('TestImageUploadInput', {
  fields: (t) => ({ imageUrl: t.string({ required: true }), appName: t.string(), screenName: t.string() }),
});

const TestUploadPayload = builder.objectRef<{ secure_url: string; public_id: string }>('TestImageUpload').implement({
  fields: (t) => ({ secureUrl: t.exposeString('secure_url'), publicId: t.exposeString('public_id') }),
});

builder.queryFields((t) => ({
  imageHostStatus: t.field({
    type: ImageHostStatus,
    description: 'Admin only: which image host is configured and whether it answers.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => hostStatus(ctx),
  }),
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

const errors = (
  name: string,
  types: (typeof ValidationError | typeof ConflictError | typeof UpstreamError | typeof NotFoundError)[],
) => ({
  types,
  union: { name: `${name}Result` },
  result: { name: `${name}Success` },
});

builder.mutationFields((t) => ({
  startImageMigration: t.field({
    type: JobType,
    description: 'Admin only: queues a migration; refused while another one is queued or running.',
    errors: errors('StartImageMigration', [ValidationError, ConflictError]),
    args: { input: t.arg({ type: MigrationInput, required: true }) },
    resolve: (_root, args, ctx) => startMigration(ctx, withoutNulls(args.input)),
  }),
  cancelJob: t.field({
    type: JobType,
    description: 'Admin only: a queued job is cancelled at once, a running one at its next record.',
    errors: errors('CancelJob', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => cancelJob(ctx, args.id),
  }),
  testImageUpload: t.field({
    type: TestUploadPayload,
    description: 'Admin only: fetches a public https image and uploads it to the image host.',
    errors: errors('TestImageUpload', [ValidationError, UpstreamError]),
    args: { input: t.arg({ type: TestUploadInput, required: true }) },
    resolve: (_root, args, ctx) => testUpload(ctx, withoutNulls(args.input)),
  }),
}));
