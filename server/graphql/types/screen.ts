import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Screen } from '../../generated/prisma/client.ts';
import { visibleApp } from '../../services/apps.ts';
import { ValidationError } from '../../services/errors.ts';
import { GALLERY_SORTS, galleryPage } from '../../services/gallery.ts';
import { builder } from '../builder.ts';
import { FIELD_COSTS } from '../cost.ts';
import { nodeDbId, withoutNulls } from '../inputs.ts';

export const ScreenNode = builder.prismaNode('Screen', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: nodeDbId(id), hidden: false, app: visibleApp }),
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
    tags: t.stringList({ required: false, validate: { maxLength: 20 }, description: 'All of them (AND).' }),
    category: t.string({ required: false, validate: { maxLength: 100 } }),
    country: t.string({ required: false, validate: { maxLength: 100 } }),
    platform: t.string({ required: false, validate: { maxLength: 40 } }),
    type: t.string({ required: false, validate: { maxLength: 40 } }),
    app: t.string({ required: false, validate: { maxLength: 200 }, description: "An app's slug or id." }),
    search: t.string({ required: false, validate: { maxLength: 200 } }),
  }),
});

const GallerySortEnum = builder.enumType('GallerySort', {
  description:
    'mixed (default): apps interleaved; newest; app: by app name; relevance: best match (the default with a search).',
  values: GALLERY_SORTS,
});

type ScreensConnection = {
  edges: { cursor: string; node: Screen }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
};

builder.queryField('screens', (t) =>
  t.connection(
    {
      type: ScreenNode,
      description:
        'The public gallery: screens of live apps (no planned or Hide), newest first; best match first when searching.',
      args: {
        filter: t.arg({ type: ScreenFilter, required: false }),
        sort: t.arg({ type: GallerySortEnum, required: false }),
      },
      // Sized by the page asked for (each edge's node costs 1); out-of-range sizes are refused by checkPageSize.
      // The count and the search's ranking are charged on the connection itself: the multiplier would
      // multiply them by `first` below it, and a complexity function cannot see whether they are selected.
      complexity: (args, ctx) => ({
        field: 1 + FIELD_COSTS.screens(ctx.catalogue, args.filter?.search),
        multiplier: Math.min(Math.max(args.first ?? 50, 0), 100),
      }),
      resolve: async (_root, args, ctx, info): Promise<ScreensConnection> => {
        if (args.last != null || args.before != null) {
          throw new ValidationError([{ path: 'last', message: 'The gallery pages forward only: use first and after' }]);
        }
        // The nodes are loaded with what is selected under them (Pothos plans it), so `app { … }` comes
        // in the same load instead of one query per screen (230 ms per 100 screens before).
        const query = queryFromInfo({ context: ctx, info, typeName: 'Screen', paths: [['edges', 'node']] });
        const page = await galleryPage(
          ctx,
          withoutNulls(args.filter),
          { first: args.first, after: args.after, sort: args.sort },
          query,
        );
        return {
          edges: page.items.map((node) => ({ cursor: page.cursorOf(node), node })),
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: Boolean(args.after),
            startCursor: page.items[0] ? page.cursorOf(page.items[0]) : null,
            endCursor: page.endCursor,
          },
          totalCount: page.totalCount,
        };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as ScreensConnection).totalCount() }),
      }),
    },
  ),
);
