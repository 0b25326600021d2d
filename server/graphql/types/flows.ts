// Journey kinds (issue 61): the public index of kinds, an app's flows with their kinds, and the admin's
// choice of a flow's kind (mutations are admin only by the builder's default).
import { appFlowKinds, type FlowKindChoiceRow, setFlowKind } from '../../services/flows/flow-choices.ts';
import { appCountOfKind, type FlowKindSummary, listFlowKinds } from '../../services/flows/flow-index.ts';
import { NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { resultOf } from '../results.ts';

/** A kind from the index (with its count) or from `flowKind(slug)` (counted when asked). */
export type FlowKindSource = Omit<FlowKindSummary, 'appCount'> & { appCount?: number };

export const FlowKindType = builder.objectRef<FlowKindSource>('FlowKind').implement({
  description: 'A journey kind (sign in, pay, book…) and how many public apps have a flow of it.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Its address: /fluxos/{slug}.' }),
    namePt: t.exposeString('pt'),
    nameEn: t.exposeString('en'),
    appCount: t.int({ resolve: (k, _args, ctx) => k.appCount ?? appCountOfKind(ctx, k.slug) }),
  }),
});

export const AppFlowKindType = builder.objectRef<FlowKindChoiceRow>('AppFlowKind').implement({
  description: "One of an app's flows and the journey kind it is mapped to (null: left unmapped).",
  fields: (t) => ({
    appId: t.exposeInt('appId'),
    flow: t.exposeString('flow'),
    kind: t.exposeString('kind', { nullable: true }),
    source: t.exposeString('source', { description: '"suggested" or "admin" (kept through syncs).' }),
  }),
});

builder.queryFields((t) => ({
  flowKinds: t.field({
    type: [FlowKindType],
    description: 'The journey kinds, each with how many public apps have a flow of it.',
    resolve: (_root, _args, ctx) => listFlowKinds(ctx),
  }),
  appFlowKinds: t.field({
    type: [AppFlowKindType],
    description: "An app's flows with their journey kinds.",
    args: { appId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => appFlowKinds(ctx.db, args.appId),
  }),
}));

builder.mutationFields((t) => ({
  setFlowKind: t.field({
    type: AppFlowKindType,
    description:
      "Admin only: confirms or changes the journey kind of an app's flow (kind null: left unmapped; suggested: true hands it back to the suggestions). Kept through Airtable syncs.",
    errors: resultOf('SetFlowKind', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      flow: t.arg.string({ required: true, validate: { maxLength: 200 } }),
      kind: t.arg.string({ required: false, validate: { maxLength: 40 } }),
      suggested: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      setFlowKind(ctx, {
        appId: args.appId,
        flow: args.flow,
        kind: args.kind ?? null,
        suggested: args.suggested ?? undefined,
      }),
  }),
}));
