// The gallery's filter options with their counts, and one public screen by id or record id (a shared
// ?screen= link opens the viewer even when that screen is not on the loaded page).
import type { Prisma } from '../../generated/prisma/client.ts';
import { visibleApp } from '../../services/apps.ts';
import { FACET_LIMITS, type FacetOption, galleryFacets } from '../../services/gallery-facets.ts';
import { builder } from '../builder.ts';
import { FIELD_COSTS, listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { ScreenFilter } from './screen.ts';

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
    complexity: (args, ctx) => 1 + FIELD_COSTS.facets(ctx.catalogue, args.filter?.search),
    resolve: (_root, args, ctx) => galleryFacets(ctx, withoutNulls(args.filter)),
  }),
  screen: t.prismaField({
    type: 'Screen',
    nullable: true,
    description: 'One public screen by database id or record id (airtableId).',
    args: { idOrAirtableId: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (query, _root, args, ctx) => {
      const key = args.idOrAirtableId.trim();
      const where: Prisma.ScreenWhereInput = /^[1-9]\d{0,8}$/.test(key) ? { id: Number(key) } : { airtableId: key };
      return ctx.db.screen.findFirst({
        ...query,
        where: { ...where, hidden: false, app: { AND: [visibleApp, { planned: false }] } },
      });
    },
  }),
}));
