// Apps: the node, its filters and enums, the public list and lookup, the admin's list, lookup and edit,
// and the public view counter.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Screen } from '../../generated/prisma/client.ts';
import { findApp, type ListedApp, listApps, recordAppView, visibleApp } from '../../services/catalogue/apps.ts';
import { categoryNameEn, categoryNamesEn } from '../../services/catalogue/categories.ts';
import { firstScreens } from '../../services/catalogue/first-screens.ts';
import { compareScreens } from '../../services/catalogue/screens.ts';
import { NotFoundError } from '../../services/platform/errors.ts';
import { APP_LIFECYCLES, APP_TYPES, PLATFORMS, SORTS } from '../../services/platform/vocabulary.ts';
import { loaderPerField } from '../batch.ts';
import { builder, type GraphQLContext } from '../builder.ts';
import { FIELD_COSTS, listOf } from '../cost.ts';
import { nodeDbId, withoutNulls } from '../inputs.ts';
import { ScreenNode } from './screen.ts';

export const AppType = builder.enumType('AppType', { values: APP_TYPES });
export const Platform = builder.enumType('Platform', { values: PLATFORMS });
export const AppSort = builder.enumType('AppSort', { values: SORTS });

export const AppLifecycleEnum = builder.enumType('AppLifecycle', {
  description: "Services still running (live, the lists' default), retired ones, or all (issue 61).",
  values: APP_LIFECYCLES,
});

export const AppFilter = builder.inputType('AppFilter', {
  fields: (t) => ({
    status: t.field({ type: AppLifecycleEnum, required: false }),
    type: t.field({ type: AppType, required: false }),
    platform: t.field({ type: Platform, required: false }),
    search: t.string({ required: false, validate: { maxLength: 200 } }),
    category: t.string({ required: false, validate: { maxLength: 100 } }),
    country: t.string({ required: false, validate: { maxLength: 100 } }),
  }),
});

const byFlow = (screens: Screen[]) => [...screens].sort(compareScreens);

// Every app of a list asks at once; one query answers for all, with the selection made under the field
// (planned by Pothos, so a nested `app { … }` comes in the same load rather than once per screen).
const firstScreenOf = loaderPerField<number, Screen>((ctx, info) => {
  const query = queryFromInfo({ context: ctx, info, typeName: 'Screen' });
  return (appIds) => firstScreens(ctx as GraphQLContext, appIds, query);
});

export const AppNode = builder.prismaNode('App', {
  id: { field: 'id' },
  // Hide apps are never public, by id either; a malformed id finds nothing.
  findUnique: (id) => ({ id: nodeDbId(id), AND: [visibleApp] }),
  // node/nodes answer null for an id that names nothing, as Relay expects.
  nullable: true,
  fields: (t) => ({
    dbId: t.exposeInt('id'),
    airtableId: t.exposeString('airtableId', { nullable: true }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    logo: t.exposeString('logo', { nullable: true }),
    cloudinaryLogo: t.exposeString('cloudinaryLogo', { nullable: true }),
    logoSrc: t.string({
      nullable: true,
      description: 'Hosted logo when migrated, else the original.',
      resolve: (a) => a.cloudinaryLogo ?? a.logo,
    }),
    appInfo: t.exposeString('appInfo', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    type: t.expose('type', { type: AppType, nullable: true }),
    platform: t.expose('platform', { type: Platform, nullable: true }),
    categories: t.exposeStringList('categories'),
    categoriesEn: t.stringList({
      resolve: async (a, _args, ctx) => {
        const en = await categoryNamesEn(ctx);
        return a.categories.map((c) => en.get(c) ?? categoryNameEn(c));
      },
    }),
    searchMatch: t.string({
      nullable: true,
      description:
        'In a list filtered by a search: "strong" when the app\'s name or description holds the distinctive words (or its name was searched), "weak" when only its screens or categories match. Strong ones come first.',
      resolve: (a) => (a as ListedApp).searchMatch ?? null,
    }),
    country: t.exposeString('country'),
    status: t.exposeString('status', { nullable: true }),
    planned: t.exposeBoolean('planned'),
    retiredAt: t.expose('retiredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the service stopped existing; its page stays, with a notice (issue 61).',
    }),
    viewCount: t.exposeInt('viewCount'),
    screenCount: t.exposeInt('screenCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    // Selected through the relation so lists load every app's screens in one batched query.
    screens: t.field({
      type: [ScreenNode],
      description:
        'Grouped by flow (alphabetical, "Other" last), then by order. Hidden (unsynced) screens are left out.',
      select: (_args, _ctx, nested) => ({ screens: { ...nested(true), where: { hidden: false } } }),
      complexity: (_args, ctx) => listOf(ctx.catalogue.screensPerApp),
      resolve: (app) => byFlow(app.screens),
    }),
    firstScreen: t.field({
      type: ScreenNode,
      nullable: true,
      description: 'The first screen of the order `screens` gives.',
      complexity: (_args, ctx) => FIELD_COSTS.firstScreen(ctx.catalogue),
      resolve: async (app, _args, ctx, info) => (await firstScreenOf(ctx, info, app.id)) ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  apps: t.prismaField({
    type: ['App'],
    description: 'Visible apps (no Hide); planned apps are flagged and sorted last.',
    args: { filter: t.arg({ type: AppFilter, required: false }), sort: t.arg({ type: AppSort, required: false }) },
    // A search ranks the apps' matching screens too.
    complexity: (args, ctx) => {
      const { field, multiplier } = listOf(ctx.catalogue.apps);
      return { field: field + FIELD_COSTS.appSearch(ctx.catalogue, args.filter?.search), multiplier };
    },
    resolve: (query, _root, args, ctx) =>
      listApps(ctx, { ...withoutNulls(args.filter), sort: args.sort ?? 'none' }, query),
  }),
  app: t.prismaField({
    type: 'App',
    nullable: true,
    args: { idOrSlug: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (query, _root, args, ctx) =>
      findApp(ctx, args.idOrSlug, query).catch((e) => {
        if (e instanceof NotFoundError) return null;
        throw e;
      }),
  }),
}));

builder.mutationFields((t) => ({
  recordAppView: t.int({
    description: 'Public: counts one view of an app page; returns the new count (drives the "views" sort).',
    skipTypeScopes: true,
    errors: {
      types: [NotFoundError],
      union: { name: 'RecordAppViewResult' },
      result: { name: 'RecordAppViewSuccess' },
    },
    args: { idOrSlug: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) => recordAppView(ctx, args.idOrSlug),
  }),
}));
