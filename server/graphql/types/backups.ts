// Taking a backup (admin only: mutations by the builder's default); it runs as a job.
import { type BackupSummary, lastBackup, startBackup } from '../../services/admin/backups.ts';
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

const BackupSummaryType = builder.objectRef<BackupSummary>('BackupSummary').implement({
  description: 'The last backup that ended: when, whether it worked, its size in bytes.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    ok: t.exposeBoolean('ok'),
    bytes: t.exposeFloat('bytes', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  lastBackup: t.field({
    type: BackupSummaryType,
    nullable: true,
    description: 'Admin only: the last backup that ended; null when none was ever taken.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => lastBackup(ctx),
  }),
}));
