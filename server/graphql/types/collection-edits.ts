// Visitors' collections (issue 38): creating and editing them. Public mutations; every edit needs the
// edit secret in the `x-collection-key` request header (never an argument, so never in a URL or a log),
// which the services check (ServiceContext.collectionKey). Each edit answers the collection as it is after it.
import {
  addToCollection,
  editCollectionItem,
  removeFromCollection,
} from '../../services/collections/collection-items.ts';
import {
  createCollection,
  deleteCollection,
  findCollection,
  renewEditKey,
  updateCollection,
} from '../../services/collections/collections.ts';
import {
  ConflictError,
  type DomainError,
  NotFoundError,
  SubmissionRefusedError,
  ValidationError,
} from '../../services/platform/errors.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';
import { present } from './collection.ts';

const Created = builder.objectRef<{ id: string; editKey: string }>('CreatedCollection').implement({
  fields: (t) => ({
    collection: t.prismaField({
      type: 'Collection',
      resolve: async (query, c, _args, ctx) => present(await findCollection(ctx, c.id, query)),
    }),
    editKey: t.exposeString('editKey', {
      description: 'The edit secret: shown once, kept only hashed. Send it in the x-collection-key header to edit.',
    }),
  }),
});

const CreateInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: false }),
    screenIds: t.intList({ required: false }),
  }),
});

const UpdateInput = builder.inputType('UpdateCollectionInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false, description: 'null or "" clears it.' }),
  }),
});

// Over REST a taken-down collection answers 410; here an edit of one is refused with that reason.
const goneAsRefused = <T>(work: Promise<T>): Promise<T> =>
  work.catch((e: unknown) => {
    throw (e as Partial<DomainError>).code === 'GONE' ? new SubmissionRefusedError('COLLECTION_TAKEN_DOWN') : e;
  });

const edit = { skipTypeScopes: true } as const;
const itemArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.string({ required: true }),
  itemId: t.arg.int({ required: true }),
});

builder.mutationFields((t) => {
  /** An edit, then the collection as it is after it, with the fields asked for. */
  const edited =
    <A extends { id: string }>(run: (args: A, ctx: GraphQLContext) => Promise<unknown>) =>
    async (query: object, _root: unknown, args: A, ctx: GraphQLContext) => {
      await goneAsRefused(run(args, ctx));
      return present(await findCollection(ctx, args.id, query));
    };
  return {
    createCollection: t.field({
      ...edit,
      type: Created,
      errors: resultOf('CreateCollection', [ValidationError, SubmissionRefusedError]),
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_root, args, ctx) => createCollection(ctx, withoutNulls(args.input)),
    }),
    updateCollection: t.prismaField({
      ...edit,
      type: 'Collection',
      errors: resultOf('UpdateCollection', [NotFoundError, ValidationError, SubmissionRefusedError]),
      args: { id: t.arg.string({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      // A null description clears it; a null title leaves it.
      resolve: edited((args, ctx) =>
        updateCollection(ctx, args.id, {
          ...(args.input.title == null ? {} : { title: args.input.title }),
          ...(args.input.description === undefined ? {} : { description: args.input.description }),
        }),
      ),
    }),
    deleteCollection: t.string({
      ...edit,
      errors: resultOf('DeleteCollection', [NotFoundError, SubmissionRefusedError]),
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => goneAsRefused(deleteCollection(ctx, args.id)),
    }),
    addToCollection: t.prismaField({
      ...edit,
      type: 'Collection',
      errors: resultOf('AddToCollection', [NotFoundError, ValidationError, ConflictError, SubmissionRefusedError]),
      args: { id: t.arg.string({ required: true }), screenId: t.arg.int({ required: true }), note: t.arg.string() },
      resolve: edited((args, ctx) =>
        addToCollection(ctx, args.id, withoutNulls({ screenId: args.screenId, note: args.note })),
      ),
    }),
    removeFromCollection: t.prismaField({
      ...edit,
      type: 'Collection',
      errors: resultOf('RemoveFromCollection', [NotFoundError, SubmissionRefusedError]),
      args: itemArgs(t),
      resolve: edited((args, ctx) => removeFromCollection(ctx, args.id, args.itemId)),
    }),
    moveCollectionItem: t.prismaField({
      ...edit,
      type: 'Collection',
      errors: resultOf('MoveCollectionItem', [NotFoundError, ValidationError, SubmissionRefusedError]),
      args: {
        ...itemArgs(t),
        position: t.arg.int({ required: true, description: 'The new 0-based place; the others shift.' }),
      },
      resolve: edited((args, ctx) => editCollectionItem(ctx, args.id, args.itemId, { position: args.position })),
    }),
    setCollectionItemNote: t.prismaField({
      ...edit,
      type: 'Collection',
      errors: resultOf('SetCollectionItemNote', [NotFoundError, ValidationError, SubmissionRefusedError]),
      args: { ...itemArgs(t), note: t.arg.string({ description: 'null or "" clears it.' }) },
      resolve: edited((args, ctx) => editCollectionItem(ctx, args.id, args.itemId, { note: args.note ?? null })),
    }),
    renewCollectionEditKey: t.string({
      ...edit,
      description: 'A new edit secret; the old one stops working at once.',
      errors: resultOf('RenewCollectionEditKey', [NotFoundError, SubmissionRefusedError]),
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => goneAsRefused(renewEditKey(ctx, args.id)),
    }),
  };
});
