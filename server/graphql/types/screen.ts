import { visibleApp } from '../../services/apps.ts';
import { checkPageSize, countScreens, SCREEN_LIST_ORDER, screenListWhere } from '../../services/screens.ts';
import { builder } from '../builder.ts';
import { nodeDbId, withoutNulls } from '../inputs.ts';

export const ScreenNode = builder.prismaNode('Screen', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: nodeDbId(id), app: visibleApp }),
  nullable: true,
  fields: (t) => ({
    dbId: t.exposeInt('id'),
    airtableId: t.exposeString('airtableId'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    altText: t.exposeString('altText', { nullable: true }),
    imageUrl: t.exposeString('imageUrl'),
    cloudinaryUrl: t.exposeString('cloudinaryUrl', { nullable: true }),
    src: t.string({
      description: 'Hosted image when migrated, else the original.',
      resolve: (s) => s.cloudinaryUrl ?? s.imageUrl,
    }),
    tags: t.exposeStringList('tags'),
    flow: t.exposeString('flow'),
    order: t.exposeInt('order'),
    category: t.exposeString('category', { nullable: true }),
    app: t.relation('app'),
  }),
});

export const ScreenFilter = builder.inputType('ScreenFilter', {
  fields: (t) => ({
    tags: t.stringList({ required: false, validate: { maxLength: 20 } }),
    category: t.string({ required: false, validate: { maxLength: 100 } }),
    country: t.string({ required: false, validate: { maxLength: 100 } }),
    search: t.string({ required: false, validate: { maxLength: 200 } }),
  }),
});

builder.queryField('screens', (t) =>
  t.prismaConnection(
    {
      type: 'Screen',
      cursor: 'id',
      defaultSize: 50,
      maxSize: 100,
      description: 'The public gallery: screens of live apps (no planned or Hide), newest first.',
      args: { filter: t.arg({ type: ScreenFilter, required: false }) },
      // Sized by the page asked for (each edge's node costs 1); out-of-range sizes are refused by checkPageSize.
      complexity: (args) => ({ field: 1, multiplier: Math.min(Math.max(args.first ?? 50, 0), 100) }),
      resolve: async (query, _root, args, ctx) => {
        checkPageSize(args.first);
        const where = await screenListWhere(ctx, withoutNulls(args.filter));
        return ctx.db.screen.findMany({ ...query, where, orderBy: SCREEN_LIST_ORDER });
      },
      totalCount: (_root, args, ctx) => {
        // Pothos skips `resolve` when only totalCount is selected, so the size check runs here too.
        checkPageSize(args.first);
        return countScreens(ctx, withoutNulls(args.filter));
      },
    },
    {},
  ),
);
