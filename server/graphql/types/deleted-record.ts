// Synced records an admin deleted, which the Airtable sync leaves alone until restored. Admin only:
// mutations by the builder's default, the query by its scope.
import type { DeletedRecord } from '../../generated/prisma/client.ts';
import { listDeletedRecords, restoreDeletedRecord } from '../../services/admin/admin-screens.ts';
import { NotFoundError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';

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
