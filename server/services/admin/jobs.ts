// Jobs as the admin follows them (the image tool's migrations, OCR, the Airtable sync): the latest runs,
// one run with its failures, and cancelling one.
import { requestCancel } from '../../queue/queue.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, NotFoundError, ValidationError } from '../platform/errors.ts';

export async function cancelJob(ctx: ServiceContext, id: number) {
  await requireAdmin(ctx);
  const job = await requestCancel(ctx.db, id);
  if (!job) throw new NotFoundError('JOB_NOT_FOUND', { id });
  return job;
}

export const JOB_PAGE = { default: 20, max: 100 };

export async function listJobs(ctx: ServiceContext, input: { kind?: string; first?: number } = {}) {
  await requireAdmin(ctx);
  const first = input.first ?? JOB_PAGE.default;
  if (!Number.isInteger(first) || first < 1 || first > JOB_PAGE.max) {
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: JOB_PAGE.max })]);
  }
  return ctx.db.job.findMany({
    where: input.kind ? { kind: input.kind } : {},
    orderBy: { id: 'desc' },
    take: first,
  });
}

export async function getJob(ctx: ServiceContext, id: number) {
  await requireAdmin(ctx);
  const job = await ctx.db.job.findUnique({ where: { id } });
  if (!job) throw new NotFoundError('JOB_NOT_FOUND', { id });
  return job;
}

export async function jobFailures(ctx: ServiceContext, jobId: number, take = 20) {
  await requireAdmin(ctx);
  return ctx.db.jobItem.findMany({ where: { jobId, ok: false }, orderBy: { id: 'desc' }, take });
}
