// Starting an Airtable sync (admin only: mutations by the builder's default); it runs as a job.
import { startSync } from '../../services/airtable-sync.ts';
import { ConflictError } from '../../services/errors.ts';
import { builder } from '../builder.ts';
import { JobType } from './job.ts';

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
