// The administrators' side of visitors' contributions: the queue, approve (an app request becomes an
// app through the same write as the admin's own, audited, caches told) and reject with a reason.
import { z } from 'zod';
import type { Contribution } from '../../generated/prisma/client.ts';
import { createAppRecord, newAppSchema } from '../catalogue/app-create.ts';
import { takeDownCollection } from '../collections/collections.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { queueOcr } from '../platform/job-contracts.ts';
import { confirmedCaptures, curatedScreenSchema, submissionAppName, suggestScreens } from './contribution-curate.ts';
import { MAX_IMAGES } from './contribution-images.ts';
import { hostSubmissionImages, publishSubmission, unhostSubmissionImages } from './contribution-publish.ts';
import {
  AWAITING_IMAGES,
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  LIMITS,
  sweepContributions,
} from './contributions.ts';

export const QUEUE_PAGE = { default: 20, max: 50 };

/** Per status; `pending` counts what the queue shows, `awaitingImages` the screens submissions not in it yet. */
export type ContributionCounts = Record<ContributionStatus, number> & { awaitingImages: number };

export async function contributionCounts(ctx: ServiceContext): Promise<ContributionCounts> {
  await requireAdmin(ctx);
  await sweepContributions(ctx);
  const groups = await ctx.db.contribution.groupBy({ by: ['status'], _count: { _all: true } });
  const awaitingImages = await ctx.db.contribution.count({ where: { status: 'pending', ...AWAITING_IMAGES } });
  const counts = {
    ...Object.fromEntries(CONTRIBUTION_STATUSES.map((s) => [s, 0])),
    awaitingImages,
  } as ContributionCounts;
  for (const g of groups) if (g.status in counts) counts[g.status as ContributionStatus] = g._count._all;
  counts.pending -= awaitingImages;
  return counts;
}

/** One page of the queue: pending ones oldest first (first come, first decided), others newest first. */
export async function listContributions(
  ctx: ServiceContext,
  args: { status?: string | null; first?: number | null; after?: number | null },
): Promise<Contribution[]> {
  await requireAdmin(ctx);
  const status = args.status ?? 'pending';
  if (!(CONTRIBUTION_STATUSES as readonly string[]).includes(status)) {
    throw new ValidationError([issue('status', 'FIELD_ONE_OF', { values: CONTRIBUTION_STATUSES.join(', ') })]);
  }
  const first = args.first ?? QUEUE_PAGE.default;
  if (!Number.isInteger(first) || first < 1 || first > QUEUE_PAGE.max) {
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: QUEUE_PAGE.max })]);
  }
  await sweepContributions(ctx);
  const oldestFirst = status === 'pending';
  return ctx.db.contribution.findMany({
    where: {
      status,
      // A screens submission with no image yet is nothing to decide on: out of the queue until one arrives.
      ...(oldestFirst ? { NOT: AWAITING_IMAGES } : {}),
      ...(args.after ? { id: oldestFirst ? { gt: args.after } : { lt: args.after } } : {}),
    },
    orderBy: { id: oldestFirst ? 'asc' : 'desc' },
    take: first,
  });
}

// Only what the moderator edited, without newAppSchema's defaults: a default here ('' for the link)
// would replace what the visitor sent. createAppRecord checks the merged values with newAppSchema.
const approveSchema = z.object({
  name: newAppSchema.shape.name.optional(),
  url: z.string().optional(),
  appInfo: z.string().optional(),
  planned: z.boolean().optional(),
  imagesVersion: z.string().max(64).optional(),
  /** A 'screens' submission's captures to publish, as the moderator confirmed them; the others are left out. */
  screens: z.array(curatedScreenSchema).max(MAX_IMAGES).optional(),
});
const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'FIELD_REQUIRED').max(LIMITS.reason, 'FIELD_TOO_LONG'),
});

async function pendingOne(tx: Pick<ServiceContext['db'], 'contribution'>, id: number): Promise<Contribution> {
  const found = await tx.contribution.findUnique({ where: { id } });
  if (!found) throw new NotFoundError('CONTRIBUTION_ID_NOT_FOUND', { id });
  if (found.status !== 'pending') throw new ConflictError('CONTRIBUTION_DECIDED', { status: found.status });
  return found;
}

/** Moves a pending row to its decision; a concurrent decision that came first wins (ConflictError). */
async function decide(tx: Pick<ServiceContext['db'], 'contribution'>, c: Contribution, data: object) {
  const { count } = await tx.contribution.updateMany({ where: { id: c.id, status: 'pending' }, data });
  if (count === 0) throw new ConflictError('CONTRIBUTION_DECIDED', { status: 'closed' });
}

/**
 * Approves a pending submission. An app request creates the app (planned unless `planned: false`),
 * with the moderator's edits of name, link and description over what the visitor sent.
 */
export async function approveContribution(ctx: ServiceContext, id: number, input: unknown = {}): Promise<Contribution> {
  const viewer = await requireAdmin(ctx);
  const parsed = approveSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const edits = parsed.data;
  // Screenshots go to the image host first, outside the transaction (a slow host holds no locks).
  const before = await pendingOne(ctx.db, id);
  const hosted = before.kind === 'screens' ? await hostCurated(ctx, before, edits) : null;
  let resultAppId: number | null = null;
  let screenIds: number[] = [];
  let touched: number | null = null;
  const approved = ctx.db.$transaction(async (tx) => {
    const c = await pendingOne(tx, id);
    if (c.kind === 'app_request') {
      const app = await createAppRecord(
        tx,
        viewer,
        {
          name: edits.name ?? c.appName ?? '',
          url: edits.url ?? c.appLink ?? '',
          appInfo: edits.appInfo ?? '',
          planned: edits.planned ?? true,
        },
        `Created app from visitor request #${c.id}`,
      );
      resultAppId = app.id;
      touched = app.id;
    } else if (c.kind === 'screens') {
      if (!hosted) throw new ConflictError('CONTRIBUTION_IMAGES_CHANGED');
      const published = await publishSubmission(tx, viewer, c, hosted, edits);
      screenIds = published.screenIds;
      touched = published.appId;
      // The words in each new screenshot become searchable once the OCR job has read them: queued in
      // this transaction, so a crash right after the commit cannot leave a screen without its job.
      for (const screenId of screenIds) await queueOcr(tx, screenId);
      resultAppId = published.appId;
    }
    const now = new Date();
    // A report approved takes its collection down (one its owner deleted meanwhile has nothing left to take).
    if (c.kind === 'collection_report' && c.collectionId) await takeDownCollection(tx, c.collectionId, now);
    const decision = { status: 'approved', decidedAt: now, decidedBy: viewer.username, resultAppId };
    await decide(tx, c, decision);
    await recordAudit(tx, viewer, {
      action: 'contribution.approve',
      entity: 'Contribution',
      entityId: c.id,
      summary: `Approved ${KIND_WORDS[c.kind] ?? c.kind} #${c.id}${c.appName ? ` (${c.appName})` : ''}${c.collectionId ? `: collection ${c.collectionId} taken down` : ''}`,
      before: c,
      after: { ...c, ...decision },
    });
    return { ...c, ...decision };
  });
  // Files hosted for an approval that did not commit are never published: deleted now.
  const result = await approved.catch(async (error) => {
    await unhostSubmissionImages(ctx, hosted?.screens ?? []);
    throw error;
  });
  if (touched !== null) ctx.changes.emit({ kind: 'apps', ids: [touched] });
  if (screenIds.length) ctx.jobs.wake();
  return result;
}

/**
 * The captures to publish, hosted: the moderator's, checked against the submission's positions; without
 * a list (an API call that names none), every capture with the suggestions the dialog would show.
 */
async function hostCurated(ctx: ServiceContext, c: Contribution, edits: z.infer<typeof approveSchema>) {
  const images = await ctx.db.contributionImage.findMany({
    where: { contributionId: c.id },
    select: { position: true, flow: true, notes: true, ocrText: true },
    orderBy: { position: 'asc' },
  });
  if (!images.length) throw new ValidationError([issue('images', 'CONTRIBUTION_NO_IMAGES')]);
  const chosen = edits.screens
    ? confirmedCaptures(
        edits.screens,
        images.map((i) => i.position),
      )
    : suggestScreens(images, await submissionAppName(ctx.db, c, edits.name));
  return hostSubmissionImages(ctx, c, chosen, edits.imagesVersion);
}

const KIND_WORDS: Record<string, string> = {
  app_request: 'app request',
  correction: 'correction',
  screens: 'screenshots',
  collection_report: 'collection report',
};

export async function rejectContribution(ctx: ServiceContext, id: number, input: unknown): Promise<Contribution> {
  const viewer = await requireAdmin(ctx);
  const parsed = rejectSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  return ctx.db.$transaction(async (tx) => {
    const c = await pendingOne(tx, id);
    const now = new Date();
    const data = { status: 'rejected', rejectReason: parsed.data.reason, decidedAt: now, decidedBy: viewer.username };
    await decide(tx, c, data);
    // A rejected submission's screenshots are deleted at once.
    await tx.contributionImage.deleteMany({ where: { contributionId: c.id } });
    await recordAudit(tx, viewer, {
      action: 'contribution.reject',
      entity: 'Contribution',
      entityId: c.id,
      summary: `Rejected submission #${c.id}: ${parsed.data.reason}`,
      before: c,
      after: { ...c, ...data },
    });
    return { ...c, ...data };
  });
}
