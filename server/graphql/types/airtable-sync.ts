// Starting an Airtable sync (admin only: mutations by the builder's default); it runs as a job.
import { releaseAdminEdit } from '../../services/admin/admin-edits.ts';
import { startSync, syncAvailable } from '../../services/admin/airtable-sync.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { resultOf } from '../results.ts';
import { JobType } from './job.ts';

builder.queryFields((t) => ({
  airtableConfigured: t.boolean({
    description: 'Admin only: whether an Airtable base is configured (AIRTABLE_API_KEY and AIRTABLE_BASE_ID).',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => syncAvailable(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startAirtableSync: t.field({
    type: JobType,
    description: 'Admin only: queues an Airtable sync; refused when Airtable is not configured or a sync is pending.',
    errors: {
      types: [ConflictError],
      union: { name: 'StartAirtableSyncResult' },
      result: { name: 'StartAirtableSyncSuccess' },
    },
    resolve: (_root, _args, ctx) => startSync(ctx),
  }),
  releaseAdminEdit: t.stringList({
    description:
      'Admin only: hands a field (or, without one, every field) of a synced record back to Airtable: the next sync overwrites it. Returns the fields still kept.',
    errors: resultOf('ReleaseAdminEdit', [ValidationError, NotFoundError]),
    args: {
      entity: t.arg.string({ required: true, validate: { maxLength: 20 } }),
      id: t.arg.int({ required: true }),
      field: t.arg.string({ required: false, validate: { maxLength: 40 } }),
    },
    resolve: (_root, args, ctx) =>
      releaseAdminEdit(ctx, { entity: args.entity, id: args.id, field: args.field ?? undefined }),
  }),
}));
