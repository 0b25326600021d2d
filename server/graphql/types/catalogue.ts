import { categoryNameEn, listCategories } from '../../services/categories.ts';
import { stats, tagCounts } from '../../services/stats.ts';
import { builder } from '../builder.ts';
import { FIELD_COSTS, listOf } from '../cost.ts';

const CategoryRef = builder.prismaObject('Category', {
  fields: (t) => ({
    name: t.exposeString('name'),
    nameEn: t.string({ resolve: (c) => categoryNameEn(c.name) }),
    iconUrl: t.string({ nullable: true, resolve: (c) => c.cloudinaryIconUrl ?? c.iconUrl }),
    hidden: t.exposeBoolean('hidden', { description: 'Kept in data but its tab is not shown (Mobilidade).' }),
  }),
});

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
  categories: t.field({
    type: [CategoryRef],
    complexity: (_args, ctx) => listOf(ctx.catalogue.categories),
    resolve: (_root, _args, ctx) => listCategories(ctx),
  }),
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
