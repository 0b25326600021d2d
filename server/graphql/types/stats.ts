// The catalogue's counters (the about page) and its component tags with their counts.
import { stats, tagCounts } from '../../services/gallery/stats.ts';
import { builder } from '../builder.ts';
import { FIELD_COSTS } from '../cost.ts';

const TagCount = builder.objectRef<{ name: string; count: number }>('TagCount').implement({
  fields: (t) => ({ name: t.exposeString('name'), count: t.exposeInt('count') }),
});

const Stats = builder.objectRef<Awaited<ReturnType<typeof stats>>>('Stats').implement({
  fields: (t) => ({
    apps: t.exposeInt('apps', { description: 'Apps that are not planned (and not hidden).' }),
    screens: t.exposeInt('screens'),
    tags: t.exposeInt('tags', { description: 'Distinct component tags.' }),
    categories: t.exposeInt('categories'),
  }),
});

builder.queryFields((t) => ({
  tags: t.field({
    type: [TagCount],
    description: 'Component tags with how many public screens carry each, most used first.',
    args: { limit: t.arg.int({ required: false, validate: { min: 1, max: 500 } }) },
    complexity: (args, ctx) => {
      const n = Math.min(Math.max(args.limit ?? 200, 0), 500);
      return { field: n + FIELD_COSTS.tags(ctx.catalogue), multiplier: n };
    },
    resolve: (_root, args, ctx) => tagCounts(ctx, args.limit ?? 200),
  }),
  stats: t.field({
    type: Stats,
    complexity: (_args, ctx) => 1 + FIELD_COSTS.stats(ctx.catalogue),
    resolve: (_root, _args, ctx) => stats(ctx),
  }),
}));
