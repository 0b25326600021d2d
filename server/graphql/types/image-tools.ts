// The image tool (admin only): which host is configured and whether it answers, migrations to it (jobs),
// test uploads.

import { hostStatus, startMigration, testUpload } from '../../services/admin/image-tools.ts';
import { ConflictError, UpstreamError, ValidationError } from '../../services/platform/errors.ts';
import { MIGRATION_TYPES } from '../../services/platform/job-contracts.ts';
import { builder } from '../builder.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';
import { JobType } from './job.ts';

const ImageHostStatus = builder
  .objectRef<{ configured: boolean; cloudName: string; name: string; success: boolean; message?: string }>(
    'ImageHostStatus',
  )
  .implement({
    fields: (t) => ({
      configured: t.exposeBoolean('configured'),
      cloudName: t.exposeString('cloudName'),
      name: t.exposeString('name', { description: '"local", "s3" or "cloudinary".' }),
      success: t.exposeBoolean('success', { description: 'The provider answered.' }),
      message: t.exposeString('message', { nullable: true }),
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
}));

builder.mutationFields((t) => ({
  startImageMigration: t.field({
    type: JobType,
    description: 'Admin only: queues a migration; refused while another one is queued or running.',
    errors: resultOf('StartImageMigration', [ValidationError, ConflictError]),
    args: { input: t.arg({ type: MigrationInput, required: true }) },
    resolve: (_root, args, ctx) => startMigration(ctx, withoutNulls(args.input)),
  }),
  testImageUpload: t.field({
    type: TestUploadPayload,
    description: 'Admin only: fetches a public https image and uploads it to the image host.',
    errors: resultOf('TestImageUpload', [ValidationError, UpstreamError]),
    args: { input: t.arg({ type: TestUploadInput, required: true }) },
    resolve: (_root, args, ctx) => testUpload(ctx, withoutNulls(args.input)),
  }),
}));
