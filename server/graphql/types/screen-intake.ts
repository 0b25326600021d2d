// The upload table's reads and writes (issue 56), on the services REST uses. The files themselves go
// one per request to PUT /api/admin/apps/:id/uploads (raw bytes under the route's own body limit).
import { bulkEditScreens } from '../../services/admin/screen-bulk.ts';
import { publishDraftScreens, saveDraftScreens } from '../../services/admin/screen-drafts.ts';
import { listDraftScreens, MAX_DRAFTS } from '../../services/admin/screen-intake.ts';
import { NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';
import { ScreenNode } from './screen.ts';

const DraftScreenInput = builder.inputType('DraftScreenInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string({ required: true }),
    flow: t.string({ required: true }),
    tags: t.stringList({ validate: { maxLength: 30 } }),
    altText: t.string(),
    order: t.int({ required: true }),
  }),
});

const BulkScreenAction = builder.enumType('BulkScreenAction', {
  values: ['setFlow', 'addTag', 'removeTag', 'delete'] as const,
});

builder.queryFields((t) => ({
  draftScreens: t.field({
    type: [ScreenNode],
    description: "Admin only: an app's uploaded screens not yet published, in their order.",
    authScopes: { admin: true },
    args: { appId: t.arg.int({ required: true }) },
    complexity: listOf(MAX_DRAFTS),
    resolve: (_root, args, ctx) => listDraftScreens(ctx, args.appId),
  }),
}));

builder.mutationFields((t) => ({
  saveDraftScreens: t.field({
    type: [ScreenNode],
    description: "Admin only: names, flows, tags, alt texts and order of an app's drafts (one audited change).",
    errors: resultOf('SaveDraftScreens', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      screens: t.arg({ type: [DraftScreenInput], required: true, validate: { maxLength: MAX_DRAFTS } }),
    },
    resolve: (_root, args, ctx) =>
      saveDraftScreens(ctx, args.appId, { screens: args.screens.map((s) => withoutNulls(s)) }),
  }),
  publishDraftScreens: t.field({
    type: [ScreenNode],
    description: "Admin only: publishes the app's drafts (screenIds: some of them; absent: all).",
    errors: resultOf('PublishDraftScreens', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      screenIds: t.arg.intList({ required: false, validate: { maxLength: MAX_DRAFTS } }),
    },
    resolve: (_root, args, ctx) =>
      publishDraftScreens(ctx, args.appId, args.screenIds ? { screenIds: args.screenIds } : {}),
  }),
  bulkEditScreens: t.field({
    type: 'Int',
    description: 'Admin only: sets the flow of, adds or removes a tag on, or deletes screens of one app.',
    errors: resultOf('BulkEditScreens', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      action: t.arg({ type: BulkScreenAction, required: true }),
      screenIds: t.arg.intList({ required: true, validate: { maxLength: 500 } }),
      flow: t.arg.string(),
      tag: t.arg.string(),
    },
    resolve: (_root, args, ctx) => bulkEditScreens(ctx, args.appId, withoutNulls(args)),
  }),
}));
