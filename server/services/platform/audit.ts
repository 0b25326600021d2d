// The audit log: every admin write records who did what to which record, with before and after.
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from './auth.ts';
import type { ServiceContext, Viewer } from './context.ts';
import { issue, ValidationError } from './errors.ts';

type Tx = Prisma.TransactionClient;
export type AuditEntity = 'App' | 'Screen' | 'Contribution' | 'Category';
export type AuditEntry = {
  action: string;
  entity: AuditEntity;
  entityId: number;
  summary: string;
  before?: object | null;
  after?: object | null;
};

// Dates and other non-JSON values become their JSON form, as clients will read them.
const asJson = (value: object | null | undefined) =>
  value ? (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue) : undefined;

export async function recordAudit(tx: Tx, viewer: Viewer, entry: AuditEntry) {
  await tx.auditLog.create({
    data: {
      actor: viewer.username,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      summary: entry.summary.slice(0, 300),
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
  });
}

export const AUDIT_PAGE = { default: 20, max: 100 };

export async function listAudit(ctx: ServiceContext, first: number = AUDIT_PAGE.default) {
  await requireAdmin(ctx);
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE.max) {
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: AUDIT_PAGE.max })]);
  }
  return ctx.db.auditLog.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: first });
}
