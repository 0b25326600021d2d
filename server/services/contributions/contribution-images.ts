// Screenshots a visitor adds to a pending 'screens' submission: one image per request (a phone can
// resume after a dropped connection by sending the same position again), cleaned on arrival and kept
// in the database, private, until an administrator decides. No public address ever serves them.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ImageTooSmallError, SCREENSHOT_BOUNDS } from '../../images/clean.ts';
import { HttpError } from '../../images/errors.ts';
import { capturedAtOf } from '../../images/exif-date.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, DomainError, fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { queueContributionOcr } from '../platform/job-contracts.ts';
import { LIMITS, optionalText, text } from './contribution-input.ts';

export const MAX_IMAGES = 10;
/** Largest screenshot accepted, in bytes (the upload route's body limit; CONTRIBUTION_IMAGE_MAX_BYTES). */
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

class UnsupportedImageError extends DomainError {
  override readonly status = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

export const metaSchema = z.object({
  flow: text(LIMITS.flow),
  notes: optionalText(LIMITS.notes),
});

/** A position is a whole number from 1; past MAX_IMAGES it is an eleventh image (a 409 once the token is known). */
function positionOf(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : Number.NaN;
  if (!Number.isInteger(n) || n < 1) {
    throw new ValidationError([issue('position', 'FIELD_INTEGER_RANGE', { min: '1', max: String(MAX_IMAGES) })]);
  }
  return n;
}

export type ImageSummary = { position: number; flow: string; notes: string | null; width: number; height: number };
const SUMMARY = { position: true, flow: true, notes: true, width: true, height: true } as const;

/** The pending 'screens' submission a status token belongs to; anything else cannot take images. */
async function openSubmission(ctx: ServiceContext, token: string) {
  const hash = TOKEN_SHAPE.test(token) ? createHash('sha256').update(token).digest('hex') : null;
  const found = hash ? await ctx.db.contribution.findUnique({ where: { tokenHash: hash } }) : null;
  if (found?.kind !== 'screens') throw new NotFoundError('CONTRIBUTION_NOT_FOUND');
  if (found.status !== 'pending') throw new ConflictError('CONTRIBUTION_DECIDED', { status: found.status });
  return found;
}

export async function listSubmissionImages(ctx: ServiceContext, token: string): Promise<ImageSummary[]> {
  const c = await openSubmission(ctx, token);
  return ctx.db.contributionImage.findMany({
    where: { contributionId: c.id },
    select: SUMMARY,
    orderBy: { position: 'asc' },
  });
}

/**
 * Adds (or replaces) the image at `position`. Everything the request's head decides (the address's
 * limit, the position, the flow and notes, the token) is checked before `readSource` asks for the body:
 * a flood of uploads without a valid token is refused without a byte of its bodies held (issue 52).
 * The same bytes sent again at the same position are acknowledged without new work: a resumed upload
 * costs nothing twice.
 */
export async function addSubmissionImage(
  ctx: ServiceContext,
  token: string,
  meta: { position: unknown; flow: unknown; notes: unknown },
  readSource: () => Promise<Buffer>,
): Promise<ImageSummary & { replaced: boolean }> {
  await ctx.limits.contributionImage(ctx.clientIp);
  const position = positionOf(meta.position);
  const parsed = metaSchema.safeParse({ flow: meta.flow, notes: meta.notes ?? '' });
  if (!parsed.success) throw fromZod(parsed.error);
  const { flow, notes } = parsed.data;
  const c = await openSubmission(ctx, token);
  // Positions 1–10 are the submission's only slots (so at most ten rows): an eleventh image has none.
  if (position > MAX_IMAGES) throw new ConflictError('CONTRIBUTION_IMAGES_FULL', { max: MAX_IMAGES });
  const source = await readSource();
  if (source.length === 0) throw new ValidationError([issue('image', 'FIELD_REQUIRED', { field: 'image' })]);
  const sourceHash = createHash('sha256').update(source).digest('hex');
  const here = { contributionId_position: { contributionId: c.id, position } };
  const existing = await ctx.db.contributionImage.findUnique({ where: here, select: { sourceHash: true } });
  if (existing?.sourceHash === sourceHash) {
    const same = await ctx.db.contributionImage.update({
      where: here,
      data: { flow, notes: notes || null },
      select: SUMMARY,
    });
    return { ...same, replaced: true };
  }
  let cleaned: Awaited<ReturnType<ServiceContext['cleanImage']>>;
  try {
    cleaned = await ctx.cleanImage(source);
  } catch (e) {
    // A failure of ours (the transform process stopped) says nothing of the visitor's image: not a refusal.
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    if (e.status === 415) throw new UnsupportedImageError('CONTRIBUTION_IMAGE_TYPE');
    if (e instanceof ImageTooSmallError) {
      throw new ValidationError([issue('image', 'CONTRIBUTION_IMAGE_TOO_SMALL', { min: SCREENSHOT_BOUNDS.minSide })]);
    }
    throw new ValidationError([issue('image', 'CONTRIBUTION_IMAGE_UNREADABLE', { field: 'image', detail: e.message })]);
  }
  const data = {
    flow,
    notes: notes || null,
    bytes: new Uint8Array(cleaned.data),
    width: cleaned.width,
    height: cleaned.height,
    sourceHash,
    // Its own date, read from the visitor's file before cleaning stripped it (issue 61).
    capturedAt: capturedAtOf(source),
  };
  // The words in the new image are read by a job inserted with it (the old image's words go).
  const saved = await ctx.db.$transaction(async (tx) => {
    const row = await tx.contributionImage.upsert({
      where: here,
      create: { contributionId: c.id, position, ...data },
      update: { ...data, ocrText: null },
      select: { ...SUMMARY, id: true },
    });
    await queueContributionOcr(tx, row.id);
    return row;
  });
  ctx.jobs.wake();
  const { id: _id, ...summary } = saved;
  return { ...summary, replaced: !!existing };
}

export async function removeSubmissionImage(ctx: ServiceContext, token: string, position: number): Promise<void> {
  const c = await openSubmission(ctx, token);
  const { count } = await ctx.db.contributionImage.deleteMany({ where: { contributionId: c.id, position } });
  if (count === 0) throw new NotFoundError('CONTRIBUTION_IMAGE_NOT_FOUND', { position });
}

/** The visitor's own capture, for the thumbnails of its status page: its token, while it waits. */
export async function ownSubmissionImageBytes(ctx: ServiceContext, token: string, position: number) {
  const c = await openSubmission(ctx, token);
  const image = await ctx.db.contributionImage.findUnique({
    where: { contributionId_position: { contributionId: c.id, position } },
    select: { bytes: true },
  });
  if (!image) throw new NotFoundError('CONTRIBUTION_IMAGE_NOT_FOUND', { position });
  return Buffer.from(image.bytes);
}

/** Admin only: the cleaned bytes, for the moderation view. */
export async function submissionImageBytes(ctx: ServiceContext, contributionId: number, position: number) {
  await requireAdmin(ctx);
  const image = await ctx.db.contributionImage.findUnique({
    where: { contributionId_position: { contributionId, position } },
    select: { bytes: true },
  });
  if (!image) throw new NotFoundError('CONTRIBUTION_IMAGE_NOT_FOUND', { position });
  return Buffer.from(image.bytes);
}

/**
 * What a submission's images are right now (positions and contents): the moderator's approval names
 * the version they saw, so an image the visitor added or replaced meanwhile is never published unseen.
 */
export function imagesFingerprint(images: { position: number; sourceHash: string }[]): string {
  const parts = [...images].sort((a, b) => a.position - b.position).map((i) => `${i.position}:${i.sourceHash}`);
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

export async function submissionImagesVersion(ctx: ServiceContext, contributionId: number): Promise<string> {
  await requireAdmin(ctx);
  const images = await ctx.db.contributionImage.findMany({
    where: { contributionId },
    select: { position: true, sourceHash: true },
  });
  return imagesFingerprint(images);
}

/** Admin only: what the moderation view lists for each submission's images (and the words read in them). */
export async function submissionImages(
  ctx: ServiceContext,
  contributionId: number,
): Promise<(ImageSummary & { ocrText: string | null })[]> {
  await requireAdmin(ctx);
  return ctx.db.contributionImage.findMany({
    where: { contributionId },
    select: { ...SUMMARY, ocrText: true },
    orderBy: { position: 'asc' },
  });
}
