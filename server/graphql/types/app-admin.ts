// Apps on the admin pages: the status, the list and lookup with Hide ones, create and edit with every
// field the catalogue uses (logo by address; a logo file goes by REST, PUT /api/admin/apps/:id/logo),
// the slug preview, and what an admin edited on a synced app.
import { createAdminApp, previewAppSlug } from '../../services/admin/admin-app-create.ts';
import { listAdminApps, updateApp } from '../../services/admin/admin-apps.ts';
import { NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { ADMIN_STATUSES, adminStatusOf } from '../../services/platform/vocabulary.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';
import { AppNode, AppType, Platform } from './app.ts';
import { ScreenNode } from './screen.ts';

const AdminStatus = builder.enumType('AdminStatus', {
  description: 'What an admin chooses: live, planned (Planejado) or hidden from the public (Hide).',
  values: ADMIN_STATUSES,
});

builder.objectFields(AppNode, (t) => ({
  adminStatus: t.field({ type: AdminStatus, resolve: (app) => adminStatusOf(app) }),
  formerSlugs: t.exposeStringList('formerSlugs', {
    description: 'Slugs before a rename: their links redirect to the current slug.',
  }),
  synced: t.boolean({ description: 'Whether the app came from Airtable.', resolve: (a) => a.syncedAt !== null }),
  adminEdited: t.exposeStringList('adminEdited', {
    description: 'Admin only: fields edited here on a synced app; the Airtable sync keeps them.',
    authScopes: { admin: true },
  }),
}));

type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

const appFields = (t: InputFields) => ({
  type: t.field({ type: AppType }),
  platform: t.field({ type: Platform }),
  categories: t.stringList(),
  country: t.string(),
  language: t.string(),
  status: t.field({ type: AdminStatus }),
  appInfo: t.string(),
  url: t.string(),
  logoUrl: t.string({ description: 'A logo by address: fetched once, cleaned and stored on the image host.' }),
});

const UpdateAppInput = builder.inputType('UpdateAppInput', {
  fields: (t) => ({
    name: t.string(),
    ...appFields(t),
    retired: t.boolean({ description: 'Retire the service (true) or bring it back (false), issue 61.' }),
    retiredAt: t.field({ type: 'DateTime', description: 'The date it was retired (with retired, or alone).' }),
  }),
});
const CreateAppInput = builder.inputType('CreateAppInput', {
  fields: (t) => ({ name: t.string({ required: true }), ...appFields(t) }),
});

const SlugPreview = builder.objectRef<{ slug: string; takenBy: string | null }>('SlugPreview').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    takenBy: t.exposeString('takenBy', { nullable: true, description: 'The other app that already has this slug.' }),
  }),
});

builder.queryFields((t) => ({
  adminApps: t.prismaField({
    type: ['App'],
    description: 'Admin only: every app, Hide ones included, by name.',
    authScopes: { admin: true },
    complexity: (_args, ctx) => listOf(ctx.catalogue.apps),
    resolve: (query, _root, _args, ctx) => listAdminApps(ctx, query),
  }),
  adminApp: t.prismaField({
    type: 'App',
    nullable: true,
    description: 'Admin only: one app by database id, Hide ones included.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      args.id > 0 && args.id <= 2_147_483_647 ? ctx.db.app.findUnique({ ...query, where: { id: args.id } }) : null,
  }),
  appSlugPreview: t.field({
    type: SlugPreview,
    description: 'Admin only: the slug a name gets (the spec rule) and the app that has it already, if any.',
    authScopes: { admin: true },
    args: {
      name: t.arg.string({ required: true, validate: { maxLength: 200 } }),
      appId: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) => previewAppSlug(ctx, args.name, args.appId),
  }),
}));

builder.mutationFields((t) => ({
  createApp: t.field({
    type: AppNode,
    description: 'Admin only: a new app with every catalogue field; a name whose slug is taken is refused.',
    errors: resultOf('CreateApp', [ValidationError]),
    args: { input: t.arg({ type: CreateAppInput, required: true }) },
    resolve: (_root, args, ctx) => createAdminApp(ctx, withoutNulls(args.input)),
  }),
  updateApp: t.field({
    type: AppNode,
    description: 'Admin only: every field; a rename moves the slug and the old one redirects.',
    errors: resultOf('UpdateApp', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateAppInput, required: true }) },
    resolve: (_root, args, ctx) => updateApp(ctx, args.id, withoutNulls(args.input)),
  }),
}));

builder.objectField(ScreenNode, 'adminEdited', (t) =>
  t.exposeStringList('adminEdited', {
    description: 'Admin only: fields edited here on a synced screen; the Airtable sync keeps them.',
    authScopes: { admin: true },
  }),
);
