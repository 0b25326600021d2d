// One journey kind across apps (issue 61 item 2): `flowKind(slug)` and its rows, one per public app's
// flow of the kind, each with its first screens in the app's order. Costed by the rows asked for times
// the most screens a row may hold.
import { flowKindOf } from '../../services/flows/flow-kinds.ts';
import {
  FLOW_COMPARE_MAX,
  FLOW_ROW_SCREENS,
  FLOW_ROWS_PAGE,
  type FlowRow,
  flowKindPage,
} from '../../services/flows/flow-rows.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { AppLifecycleEnum, AppNode } from './app.ts';
import { type FlowKindSource, FlowKindType } from './flows.ts';
import { ScreenNode } from './screen.ts';

const FlowRowFilter = builder.inputType('FlowRowFilter', {
  description: "The gallery's filters on the row's app.",
  fields: (t) => ({
    category: t.string({ required: false, validate: { maxLength: 100 } }),
    country: t.string({ required: false, validate: { maxLength: 100 } }),
    platform: t.string({ required: false, validate: { maxLength: 40 } }),
    type: t.string({ required: false, validate: { maxLength: 40 } }),
    status: t.field({ type: AppLifecycleEnum, required: false, description: 'live (default), retired or all.' }),
    apps: t.stringList({
      required: false,
      validate: { maxLength: FLOW_COMPARE_MAX },
      description: `Only these apps (slugs, at most ${FLOW_COMPARE_MAX}): a comparison of their flows.`,
    }),
  }),
});

const FlowRowType = builder.objectRef<FlowRow>('FlowRow').implement({
  description: "One app's flow of the kind: its first screens in the app's order.",
  fields: (t) => ({
    app: t.field({ type: AppNode, nullable: false, resolve: (r) => r.app }),
    flow: t.exposeString('flow', { description: "The flow's name in its app." }),
    screenCount: t.exposeInt('screenCount', { description: "The flow's visible screens; `screens` holds the first." }),
    screens: t.field({
      type: [ScreenNode],
      complexity: listOf(FLOW_ROW_SCREENS.max),
      resolve: (r) => r.screens,
    }),
  }),
});

builder.objectField(FlowKindType, 'rows', (t) =>
  t.connection({
    type: FlowRowType,
    description: "A row per public app's flow of this kind, by app name (then app id, then flow name).",
    args: {
      filter: t.arg({ type: FlowRowFilter, required: false }),
      screens: t.arg.int({
        required: false,
        description: `Screens per row: 1 to ${FLOW_ROW_SCREENS.max}, default ${FLOW_ROW_SCREENS.default}.`,
      }),
    },
    complexity: (args) => ({
      field: 2,
      multiplier: Math.min(Math.max(args.first ?? FLOW_ROWS_PAGE.default, 0), FLOW_ROWS_PAGE.max),
    }),
    resolve: async (kind, args, ctx) => {
      const page = await flowKindPage(ctx, {
        ...withoutNulls(args.filter),
        kind: kind.slug,
        first: args.first ?? undefined,
        after: args.after ?? undefined,
        screens: args.screens ?? undefined,
      });
      return {
        edges: page.rows.map((node) => ({ cursor: node.cursor, node })),
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: Boolean(args.after),
          startCursor: page.rows[0]?.cursor ?? null,
          endCursor: page.endCursor,
        },
      };
    },
  }),
);

builder.queryField('flowKind', (t) =>
  t.field({
    type: FlowKindType,
    nullable: true,
    description: 'One journey kind by its slug (/fluxos/{slug}), null for a slug outside the vocabulary.',
    args: { slug: t.arg.string({ required: true, validate: { maxLength: 40 } }) },
    resolve: (_root, args): FlowKindSource | null => {
      const kind = flowKindOf(args.slug);
      return kind ? { slug: kind.slug, pt: kind.pt, en: kind.en } : null;
    },
  }),
);
