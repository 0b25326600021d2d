// Taking a backup (admin only: mutations by the builder's default); it runs as a job.
import { startBackup } from '../../services/admin/backups.ts';
import { ConflictError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { JobType } from './job.ts';

builder.mutationFields((t) => ({
  startBackup: t.field({
    type: JobType,
    description: 'Admin only: queues a backup of the catalogue to DATA_DIR/backups; refused while one is pending.',
    errors: { types: [ConflictError], union: { name: 'StartBackupResult' }, result: { name: 'StartBackupSuccess' } },
    resolve: (_root, _args, ctx) => startBackup(ctx),
  }),
}));
