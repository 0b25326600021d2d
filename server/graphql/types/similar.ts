// Similar screens on a screen (docs/similar-screens.md): its closest public screens, costed like any list,
// whether they are still being worked out, and the admin's near-duplicates.
import {
  NEAR_DUPLICATE_BITS,
  nearDuplicateScreens,
  SIMILAR_PAGE,
  similarPending,
  similarScreensSelected,
} from '../../services/catalogue/similar.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { ScreenNode } from './screen.ts';

// A Prisma field: the neighbours are read with the operation's selection (their apps included), so no
// field below them reads its screen or app again (it did: two statements per neighbour).
builder.objectField(ScreenNode, 'similar', (t) =>
  t.prismaField({
    type: ['Screen'],
    description:
      'The closest other public screens, best first (flow, tags, words and look; at most two per app; none of this app unless sameApp).',
    args: {
      first: t.arg.int({ required: false, description: `1 to ${SIMILAR_PAGE.max}, default ${SIMILAR_PAGE.default}` }),
      sameApp: t.arg.boolean({ required: false, description: 'Also screens of the same app' }),
    },
    complexity: (args) => listOf(Math.min(Math.max(args.first ?? SIMILAR_PAGE.default, 1), SIMILAR_PAGE.max)),
    resolve: (query, screen, args, ctx) =>
      similarScreensSelected(ctx, screen, { first: args.first, sameApp: args.sameApp }, query) as never,
  }),
);

builder.objectField(ScreenNode, 'similarPending', (t) =>
  t.boolean({
    description: "True while this screen's similar screens are being worked out (its job waits or runs).",
    resolve: (screen, _args, ctx) => similarPending(ctx, screen.id),
  }),
);

type Pair = { screenId: number; otherScreenId: number; distance: number };
const NearDuplicate = builder.objectRef<Pair>('NearDuplicatePair').implement({
  fields: (t) => ({
    screenId: t.exposeInt('screenId'),
    otherScreenId: t.exposeInt('otherScreenId'),
    distance: t.exposeInt('distance', { description: 'Bits apart of the two perceptual hashes (0: the same picture)' }),
  }),
});

builder.queryFields((t) => ({
  nearDuplicateScreens: t.field({
    type: [NearDuplicate],
    description: `Admin only: pairs of public screens whose pictures are near-duplicates (hashes ≤ ${NEAR_DUPLICATE_BITS} bits apart, the same words read in them).`,
    authScopes: { admin: true },
    complexity: listOf(100),
    resolve: async (_root, _args, ctx) =>
      (await nearDuplicateScreens(ctx)).map((p) => ({ screenId: p.a, otherScreenId: p.b, distance: p.distance })),
  }),
}));
