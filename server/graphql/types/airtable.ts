// The Airtable sync and the deleted synced records it leaves alone. Admin only: mutations by the
// builder's default, the query by its scope.
import type { DeletedRecord } from '../../generated/prisma/client.ts';
import { listDeletedRecords, restoreDeletedRecord } from '../../services/admin-screens.ts';
import { startSync } from '../../services/airtable-sync.ts';
import { ConflictError, NotFoundError } from '../../services/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { JobType } from './image-host.ts';

const DeletedRecordType = builder.objectRef<DeletedRecord>('DeletedRecord').implement({
  description: 'A synced record an admin deleted: the sync does not bring it back until it is restored.',
  fields: (t) => ({
    airtableId: t.exposeString('airtableId'),
    entity: t.exposeString('entity'),
    name: t.exposeString('name'),
    deletedBy: t.exposeString('deletedBy'),
    deletedAt: t.expose('deletedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  deletedRecords: t.field({
    type: [DeletedRecordType],
    description: 'Admin only: synced records deleted here, newest first (at most 200).',
    authScopes: { admin: true },
    complexity: listOf(200),
    resolve: (_root, _args, ctx) => listDeletedRecords(ctx),
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
  restoreDeletedRecord: t.field({
    type: DeletedRecordType,
    description: 'Admin only: lets the next sync bring a deleted record back.',
    errors: {
      types: [NotFoundError],
      union: { name: 'RestoreDeletedRecordResult' },
      result: { name: 'RestoreDeletedRecordSuccess' },
    },
    args: { airtableId: t.arg.string({ required: true, validate: { maxLength: 100 } }) },
    resolve: (_root, args, ctx) => restoreDeletedRecord(ctx, args.airtableId),
  }),
}));
