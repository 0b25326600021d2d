// Admin reads and writes for fixing what is published. Every field here needs the admin scope
// (mutations by default; the queries say so), and every write goes through the audited services.
import { listAdminApps, updateApp } from '../../services/admin-apps.ts';
import { deleteScreen, reorderScreens, updateScreen } from '../../services/admin-screens.ts';
import { AUDIT_PAGE, listAudit } from '../../services/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../services/errors.ts';
import { ADMIN_STATUSES, adminStatusOf } from '../../services/vocabulary.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { AppNode } from './app.ts';
import { ScreenNode } from './screen.ts';
import { CreateScreenInput } from './screen-admin.ts';

const AdminStatus = builder.enumType('AdminStatus', {
  description: 'What an admin chooses: live, planned (Planejado) or hidden from the public (Hide).',
  values: ADMIN_STATUSES,
});

builder.objectField(AppNode, 'adminStatus', (t) =>
  t.field({ type: AdminStatus, resolve: (app) => adminStatusOf(app) }),
);

const UpdateAppInput = builder.inputType('UpdateAppInput', {
  fields: (t) => ({
    status: t.field({ type: AdminStatus }),
    appInfo: t.string(),
    url: t.string(),
    categories: t.stringList(),
  }),
});

const DeletedScreen = builder.objectRef<{ id: number; name: string; appId: number }>('DeletedScreen').implement({
  fields: (t) => ({ dbId: t.exposeInt('id'), name: t.exposeString('name'), appId: t.exposeInt('appId') }),
});

const AuditEntry = builder.prismaObject('AuditLog', {
  name: 'AuditEntry',
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.exposeString('actor'),
    action: t.exposeString('action'),
    entity: t.exposeString('entity'),
    entityId: t.exposeInt('entityId'),
    summary: t.exposeString('summary'),
    before: t.string({ nullable: true, resolve: (e) => (e.before === null ? null : JSON.stringify(e.before)) }),
    after: t.string({ nullable: true, resolve: (e) => (e.after === null ? null : JSON.stringify(e.after)) }),
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
  auditLog: t.field({
    type: [AuditEntry],
    description: 'Admin only: the latest admin writes, newest first.',
    authScopes: { admin: true },
    args: { first: t.arg.int({ required: false }) },
    complexity: (args) => listOf(Math.min(Math.max(args.first ?? AUDIT_PAGE.default, 0), AUDIT_PAGE.max)),
    resolve: (_root, args, ctx) => listAudit(ctx, args.first ?? undefined),
  }),
}));

const errors = (name: string, types: (typeof ValidationError | typeof NotFoundError | typeof ConflictError)[]) => ({
  types,
  union: { name: `${name}Result` },
  result: { name: `${name}Success` },
});

builder.mutationFields((t) => ({
  updateScreen: t.field({
    type: ScreenNode,
    description: "Admin only: replaces a screen's fields (same rules as createScreen).",
    errors: errors('UpdateScreen', [ValidationError, NotFoundError, ConflictError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CreateScreenInput, required: true }) },
    resolve: (_root, args, ctx) => updateScreen(ctx, args.id, withoutNulls(args.input)),
  }),
  deleteScreen: t.field({
    type: DeletedScreen,
    description: 'Admin only.',
    errors: errors('DeleteScreen', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteScreen(ctx, args.id),
  }),
  reorderScreens: t.field({
    type: [ScreenNode],
    description: "Admin only: sets one flow's order; screenIds lists every screen of that flow once.",
    errors: errors('ReorderScreens', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      flow: t.arg.string({ required: true }),
      screenIds: t.arg.intList({ required: true, validate: { maxLength: 500 } }),
    },
    resolve: (_root, args, ctx) => reorderScreens(ctx, args.appId, { flow: args.flow, screenIds: args.screenIds }),
  }),
  updateApp: t.field({
    type: AppNode,
    description: 'Admin only: status (wins over the built-in planned list), info, url, categories.',
    errors: errors('UpdateApp', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateAppInput, required: true }) },
    resolve: (_root, args, ctx) => updateApp(ctx, args.id, withoutNulls(args.input)),
  }),
}));
