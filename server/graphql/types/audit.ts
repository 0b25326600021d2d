// The audit log of admin writes (admin only).
import { AUDIT_PAGE, listAudit } from '../../services/platform/audit.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';

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
  auditLog: t.field({
    type: [AuditEntry],
    description: 'Admin only: the latest admin writes, newest first.',
    authScopes: { admin: true },
    args: { first: t.arg.int({ required: false }) },
    complexity: (args) => listOf(Math.min(Math.max(args.first ?? AUDIT_PAGE.default, 0), AUDIT_PAGE.max)),
    resolve: (_root, args, ctx) => listAudit(ctx, args.first ?? undefined),
  }),
}));
