import { recordAppView } from '../../services/apps.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../services/errors.ts';
import { createScreen } from '../../services/screen-create.ts';
import { builder } from '../builder.ts';
import { withoutNulls } from '../inputs.ts';
import { ScreenNode } from './screen.ts';

export const CreateScreenInput = builder.inputType('CreateScreenInput', {
  fields: (t) => ({
    appId: t.int({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    imageUrl: t.string({ required: true }),
    altText: t.string(),
    flow: t.string(),
    order: t.int(),
    tags: t.stringList(),
    category: t.string(),
    airtableId: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createScreen: t.field({
    type: ScreenNode,
    description: 'Admin only.',
    errors: {
      types: [ValidationError, ConflictError],
      union: { name: 'CreateScreenResult' },
      result: { name: 'CreateScreenSuccess' },
    },
    args: { input: t.arg({ type: CreateScreenInput, required: true }) },
    resolve: (_root, args, ctx) => createScreen(ctx, withoutNulls(args.input)),
  }),
  recordAppView: t.int({
    description: 'Public: counts one view of an app page; returns the new count (drives the "views" sort).',
    skipTypeScopes: true,
    errors: {
      types: [NotFoundError],
      union: { name: 'RecordAppViewResult' },
      result: { name: 'RecordAppViewSuccess' },
    },
    args: { idOrSlug: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) => recordAppView(ctx, args.idOrSlug),
  }),
}));
