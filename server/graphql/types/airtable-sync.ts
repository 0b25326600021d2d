// Starting an Airtable sync (admin only: mutations by the builder's default); it runs as a job.
import { startSync, syncAvailable } from '../../services/admin/airtable-sync.ts';
import { ConflictError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
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
}));
