// The public gallery: the screens connection with its filter and sort, and the filter options with their
// counts.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Screen } from '../../generated/prisma/client.ts';
import { GALLERY_SORTS, galleryPage } from '../../services/gallery/gallery.ts';
import { FACET_LIMITS, type FacetOption, galleryFacets } from '../../services/gallery/gallery-facets.ts';
import { builder } from '../builder.ts';
import { FIELD_COSTS, listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { AppLifecycleEnum } from './app.ts';
import { ScreenNode } from './screen.ts';

export const ScreenFilter = builder.inputType('ScreenFilter', {
  fields: (t) => ({
    tags: t.stringList({ required: false, validate: { maxLength: 20 }, description: 'All of them (AND).' }),
    category: t.string({ required: false, validate: { maxLength: 100 } }),
    country: t.string({ required: false, validate: { maxLength: 100 } }),
    platform: t.string({ required: false, validate: { maxLength: 40 } }),
    type: t.string({ required: false, validate: { maxLength: 40 } }),
    app: t.string({ required: false, validate: { maxLength: 200 }, description: "An app's slug or id." }),
    search: t.string({ required: false, validate: { maxLength: 200 } }),
    status: t.field({
      type: AppLifecycleEnum,
      required: false,
      description: "live (default), retired or all; one app's screens: all unless said.",
    }),
    colour: t.string({
      required: false,
      validate: { maxLength: 7 },
      description: "A colour the screen's palette holds (near it in OKLab, at least 4% of the picture): '#1351b4'.",
    }),
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
        field: 1 + FIELD_COSTS.screens(ctx.catalogue, args.filter?.search, args.filter?.colour),
        multiplier: Math.min(Math.max(args.first ?? args.last ?? 50, 0), 100),
      }),
      resolve: async (_root, args, ctx, info): Promise<ScreensConnection> => {
        // The nodes are loaded with what is selected under them (Pothos plans it), so `app { … }` comes
        // in the same load instead of one query per screen (230 ms per 100 screens before).
        const query = queryFromInfo({ context: ctx, info, typeName: 'Screen', paths: [['edges', 'node']] });
        const page = await galleryPage(
          ctx,
          withoutNulls(args.filter),
          { first: args.first, after: args.after, last: args.last, before: args.before, sort: args.sort },
          query,
        );
        return {
          edges: page.items.map((node) => ({ cursor: page.cursorOf(node), node })),
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: page.hasPreviousPage,
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

const Option = builder.objectRef<FacetOption>('FacetOption').implement({
  fields: (t) => ({
    value: t.exposeString('value', { description: 'What the filter takes (a tag, a category name, an app slug…).' }),
    label: t.exposeString('label'),
    labelEn: t.exposeString('labelEn'),
    count: t.exposeInt('count', { description: 'Screens shown if this option were chosen with the other filters.' }),
  }),
});

type Facets = Awaited<ReturnType<typeof galleryFacets>>;

const GalleryFacets = builder.objectRef<Facets>('GalleryFacets').implement({
  fields: (t) => ({
    tags: t.field({ type: [Option], complexity: listOf(FACET_LIMITS.tags), resolve: (f) => f.tags }),
    categories: t.field({ type: [Option], complexity: listOf(20), resolve: (f) => f.category }),
    countries: t.field({ type: [Option], complexity: listOf(50), resolve: (f) => f.country }),
    platforms: t.field({ type: [Option], complexity: listOf(4), resolve: (f) => f.platform }),
    types: t.field({ type: [Option], complexity: listOf(3), resolve: (f) => f.type }),
    apps: t.field({
      type: [Option],
      complexity: (_a, ctx) => listOf(Math.min(ctx.catalogue.apps, FACET_LIMITS.options)),
      resolve: (f) => f.app,
    }),
  }),
});

builder.queryFields((t) => ({
  screenFacets: t.field({
    type: GalleryFacets,
    description: 'Counts per filter option of the public gallery, given the other active filters.',
    args: { filter: t.arg({ type: ScreenFilter, required: false }) },
    // Its two aggregates run whichever options are selected, over every screen the filter lets through.
    complexity: (args, ctx) => 1 + FIELD_COSTS.facets(ctx.catalogue, args.filter?.search, args.filter?.colour),
    resolve: (_root, args, ctx) => galleryFacets(ctx, withoutNulls(args.filter)),
  }),
}));
