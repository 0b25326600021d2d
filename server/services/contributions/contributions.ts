// Visitors contribute (issue 36): a request for an app, or a correction about an app or a screen.
// No account and no contact address; nothing is public before an administrator decides. The visitor
// follows the outcome through a status link: its token is random, kept only as a SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Contribution } from '../../generated/prisma/client.ts';
import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import { ID_SHAPE } from '../collections/collection-input.ts';
import type { ServiceContext } from '../platform/context.ts';
import {
  DomainError,
  fromZod,
  issue,
  NotFoundError,
  SubmissionRefusedError,
  ValidationError,
} from '../platform/errors.ts';
import { checkProofOfWork, spendChallenge } from './contribution-challenge.ts';
import {
  CONTRIBUTION_KINDS,
  type ContributionKind,
  HONEYPOT,
  type SubmitInput,
  submitSchema,
} from './contribution-input.ts';
import { type StatusImage, statusImages } from './status-images.ts';

export { CONTRIBUTION_KINDS, type ContributionKind, HONEYPOT, LIMITS } from './contribution-input.ts';

export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
/** Pending submissions expire, and closed ones are deleted, after this many days. */
export const KEEP_DAYS = 90;
const DAY_MS = 86_400_000;
/**
 * A 'screens' submission reaches the moderators only once an image has arrived (issue 53 item 7): one
 * left at step 2 waits this long for its first image, then expires without anyone being asked.
 */
export const IMAGE_WAIT_HOURS = 24;
/** Pending 'screens' submissions that have no image yet: out of the queue until one arrives. */
export const AWAITING_IMAGES = { kind: 'screens', images: { none: {} } } as const;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export type SubmitResult = { token: string; status: ContributionStatus; kind: ContributionKind };

export async function submitContribution(ctx: ServiceContext, input: Record<string, unknown>): Promise<SubmitResult> {
  // Refused posts count in a bucket of their own: junk without a proof of work never uses up the
  // submissions of the visitors behind the same address; those are counted once the proof holds.
  await ctx.limits.contributionFailuresLeft(ctx.clientIp);
  const checked = await checkSubmission(ctx, input).catch(async (error) => {
    if (error instanceof DomainError) await ctx.limits.contributionFailure(ctx.clientIp);
    throw error;
  });
  await ctx.limits.contribution(ctx.clientIp);
  const { data, about, proof } = checked;
  const token = randomBytes(24).toString('base64url');
  await ctx.db.$transaction(async (tx) => {
    await spendChallenge(tx, proof);
    await tx.contribution.create({
      data: {
        kind: data.kind,
        language: data.language,
        message: data.message,
        tokenHash: tokenHash(token),
        ...about,
      },
    });
  });
  await sweepContributions(ctx);
  return { token, status: 'pending', kind: data.kind };
}

/** The honeypot, the fields and the proof of work: what is refused before anything counts as a submission. */
async function checkSubmission(ctx: ServiceContext, input: Record<string, unknown>) {
  if (typeof input[HONEYPOT] === 'string' && input[HONEYPOT] !== '')
    throw new SubmissionRefusedError('SUBMISSION_REFUSED');
  // Which form it is decides which fields apply: an unknown kind is refused on its own, naming the kinds.
  if (!(CONTRIBUTION_KINDS as readonly unknown[]).includes(input.kind)) {
    throw new ValidationError([issue('kind', 'FIELD_ONE_OF', { values: CONTRIBUTION_KINDS.join(', ') })]);
  }
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const data = parsed.data;
  const about = await aboutFields(ctx, data);
  const proof = await checkProofOfWork(ctx, input.altcha);
  return { data, about, proof };
}

/** What the submission is about: the app named (a request, new screens' app) or the one in the catalogue. */
async function aboutFields(ctx: ServiceContext, data: SubmitInput) {
  if (data.kind === 'app_request') return { appName: data.appName, appLink: data.appLink || null };
  if (data.kind === 'correction') return catalogueTarget(ctx, data.app, data.screenId);
  if (data.kind === 'collection_report') return { collectionId: await reportedCollection(ctx, data.collection) };
  if (data.app) return catalogueTarget(ctx, data.app, undefined);
  return {
    appName: data.appName,
    appLink: data.appLink || null,
    appType: data.appType ?? null,
    appPlatform: data.appPlatform ?? null,
    appCountry: data.appCountry || null,
  };
}

/** The public app (and screen) a correction is about; a hidden or unknown one is "not found". */
async function catalogueTarget(ctx: ServiceContext, key: string, screenId: number | undefined) {
  const byId = /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key.toLowerCase() };
  const app = await ctx.db.app.findFirst({ where: { ...byId, hidden: false }, select: { id: true, name: true } });
  if (!app) throw new ValidationError([issue('app', 'APP_NOT_FOUND', { id: key })]);
  if (screenId === undefined) return { appId: app.id, appName: app.name, screenId: null };
  const screen = await ctx.db.screen.findFirst({ where: { ...PUBLIC_SCREEN, id: screenId, appId: app.id } });
  if (!screen) throw new ValidationError([issue('screenId', 'SCREEN_NOT_FOUND', { id: screenId })]);
  return { appId: app.id, appName: app.name, screenId };
}

/** The collection a report is about: any that exists (a taken-down one too: a late report is harmless). */
async function reportedCollection(ctx: ServiceContext, id: string): Promise<string> {
  const found = ID_SHAPE.test(id) ? await ctx.db.collection.findUnique({ where: { id }, select: { id: true } }) : null;
  if (!found) throw new ValidationError([issue('collection', 'COLLECTION_NOT_FOUND')]);
  return found.id;
}

export type ContributionView = {
  kind: ContributionKind;
  status: ContributionStatus;
  subject: string | null;
  message: string;
  rejectReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  expiresAt: Date | null;
  appSlug: string | null;
  imageCount: number;
  images: StatusImage[];
};

/** What the status link shows; NotFoundError for a token we did not issue or a deleted record. */
export async function contributionStatus(ctx: ServiceContext, token: string): Promise<ContributionView> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError('CONTRIBUTION_NOT_FOUND');
  await sweepContributions(ctx);
  const found = await ctx.db.contribution.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!found) throw new NotFoundError('CONTRIBUTION_NOT_FOUND');
  const imageCount =
    found.kind === 'screens' ? await ctx.db.contributionImage.count({ where: { contributionId: found.id } }) : 0;
  const app = found.resultAppId
    ? await ctx.db.app.findFirst({ where: { id: found.resultAppId, hidden: false }, select: { slug: true } })
    : null;
  const images = await statusImages(ctx, found);
  return { ...publicView(found), appSlug: app?.slug ?? null, imageCount, images };
}

function publicView(c: Contribution): Omit<ContributionView, 'appSlug' | 'imageCount' | 'images'> {
  return {
    kind: c.kind as ContributionKind,
    status: c.status as ContributionStatus,
    subject: c.appName,
    message: c.message,
    rejectReason: c.status === 'rejected' ? c.rejectReason : null,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
    expiresAt: c.status === 'pending' ? new Date(c.createdAt.getTime() + KEEP_DAYS * DAY_MS) : null,
  };
}

/**
 * Pending submissions older than KEEP_DAYS become 'expired'; submissions closed more than KEEP_DAYS
 * ago are deleted (what the privacy page promises). Run by every submission, status read and queue
 * read: two indexed statements, so no timer has to agree across instances.
 */
export async function sweepContributions(ctx: ServiceContext, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_DAYS * DAY_MS);
  const noImageCutoff = new Date(now.getTime() - IMAGE_WAIT_HOURS * 3_600_000);
  await ctx.db.contribution.updateMany({
    where: {
      status: 'pending',
      OR: [{ createdAt: { lt: cutoff } }, { ...AWAITING_IMAGES, createdAt: { lt: noImageCutoff } }],
    },
    data: { status: 'expired', decidedAt: now },
  });
  await ctx.db.contribution.deleteMany({ where: { status: { not: 'pending' }, decidedAt: { lt: cutoff } } });
  // Screenshots are kept only while their submission waits (approval moves them, rejection deletes them).
  await ctx.db.contributionImage.deleteMany({ where: { contribution: { status: 'expired' } } });
}
