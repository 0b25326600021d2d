// Many screenshots at once (issue 56): each file is its own request, cleaned as visitors' uploads are,
// stored on the image host and saved as a draft screen (hidden until published) with its OCR job in
// the same transaction. A file is known by its bytes' hash: sent again (a retry, a reload, a restart
// after a crash) it is acknowledged, never stored twice. A refusal stores nothing.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Screen } from '../../generated/prisma/client.ts';
import { ImageTooSmallError, SCREENSHOT_BOUNDS } from '../../images/clean.ts';
import { HttpError } from '../../images/errors.ts';
import { capturedAtOf } from '../../images/exif-date.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, DomainError, fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { queueOcr } from '../platform/job-contracts.ts';
import { hasControl } from '../platform/text.ts';
import { OTHER_FLOW } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';

/** At most this many drafts wait on one app: a batch is 1–100 files. */
export const MAX_DRAFTS = 100;
/** Hosted files of uploads are named so; the screenshot sweep removes those no screen points to. */
export const INTAKE_PREFIX = 'intake-';

class UploadTypeError extends DomainError {
  override readonly status = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

const plain = (v: string) => !hasControl(v);
export const metaSchema = z.object({
  name: z.string().trim().max(200, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT'),
  flow: z.string().trim().max(100, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT'),
  order: z.coerce.number().int('ORDER_NOT_WHOLE').min(0, 'ORDER_NEGATIVE').max(9999, 'FIELD_TOO_LONG'),
});

export type UploadMeta = { name?: unknown; flow?: unknown; order?: unknown };

/** "01-login.png" → "01 login": the file's name is the screen's until the curator names it. */
export function nameFromFile(file: string): string {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return base.replace(/[-_]+/g, ' ').trim();
}

export const uploadKeyOf = (appId: number, source: Buffer) =>
  `${INTAKE_PREFIX}${appId}-${createHash('sha256').update(source).digest('hex').slice(0, 20)}`;

export async function cleaned(ctx: ServiceContext, source: Buffer) {
  try {
    return await ctx.cleanImage(source);
  } catch (e) {
    // A failure of ours (the transform process stopped) says nothing of the file: not a refusal.
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    if (e.status === 415) throw new UploadTypeError('SCREEN_UPLOAD_TYPE');
    if (e instanceof ImageTooSmallError) {
      throw new ValidationError([issue('file', 'SCREEN_UPLOAD_TOO_SMALL', { min: SCREENSHOT_BOUNDS.minSide })]);
    }
    throw new ValidationError([issue('file', 'SCREEN_UPLOAD_UNREADABLE', { detail: e.message })]);
  }
}

/**
 * Takes in one file for app `rawAppId`. The head (admin, app, name, flow, order, room for a draft) is
 * checked before `readSource` asks for the body. Returns the draft and whether it was new.
 */
export async function uploadDraftScreen(
  ctx: ServiceContext,
  rawAppId: unknown,
  meta: UploadMeta,
  readSource: () => Promise<Buffer>,
): Promise<{ screen: Screen; created: boolean }> {
  const viewer = await requireAdmin(ctx);
  const appId = Number(rawAppId);
  const app = Number.isInteger(appId) && appId > 0 ? await ctx.db.app.findUnique({ where: { id: appId } }) : null;
  if (!app) throw new NotFoundError('APP_NOT_FOUND', { id: String(rawAppId).slice(0, 100) });
  const parsed = metaSchema.safeParse({ name: meta.name ?? '', flow: meta.flow ?? '', order: meta.order ?? 0 });
  if (!parsed.success) throw fromZod(parsed.error);
  const drafts = await ctx.db.screen.count({ where: { appId, draft: true } });
  const source = await readSource();
  if (source.length === 0) throw new ValidationError([issue('file', 'FIELD_REQUIRED', { field: 'file' })]);
  const airtableId = uploadKeyOf(appId, source);
  const known = await ctx.db.screen.findUnique({ where: { airtableId } });
  if (known) return { screen: known, created: false };
  if (drafts >= MAX_DRAFTS) throw new ConflictError('SCREEN_DRAFTS_FULL', { max: MAX_DRAFTS });
  const image = await cleaned(ctx, source);
  const hosted = await ctx.imageHost.upload({ kind: 'screens', id: airtableId, source: image.data });
  const name = nameFromFile(parsed.data.name) || airtableId;
  const flow = parsed.data.flow || OTHER_FLOW;
  const data = { appId, airtableId, name, flow, order: parsed.data.order, tags: [] as string[] };
  try {
    const screen = await ctx.db.$transaction(async (tx) => {
      const created = await tx.screen.create({
        data: {
          ...data,
          imageUrl: hosted.secureUrl,
          cloudinaryUrl: hosted.secureUrl,
          hidden: true,
          draft: true,
          // The file's own date, read before cleaning strips it; else now, the intake date (issue 61).
          capturedAt: capturedAtOf(source) ?? new Date(),
          searchText: screenSearchText(data, appSearchText(app)),
        },
      });
      await queueOcr(tx, created.id);
      await recordAudit(tx, viewer, {
        action: 'screen.upload',
        entity: 'Screen',
        entityId: created.id,
        summary: `Uploaded draft "${name}" to "${app.name}"`,
      });
      return created;
    });
    ctx.jobs.wake();
    // A draft is in no public read: nothing for the caches to drop until it is published.
    return { screen, created: true };
  } catch (error) {
    // The same file at the same moment (two tabs): the other request's draft is this one.
    const again = await ctx.db.screen.findUnique({ where: { airtableId } });
    if (again) return { screen: again, created: false };
    await ctx.imageHost.remove(hosted.publicId).catch(() => undefined);
    throw error;
  }
}

/** The app's drafts in their order (the upload table after a reload), with each file's key. */
export async function listDraftScreens(ctx: ServiceContext, rawAppId: unknown): Promise<Screen[]> {
  await requireAdmin(ctx);
  const appId = Number(rawAppId);
  if (!Number.isInteger(appId) || appId < 1) throw new NotFoundError('APP_NOT_FOUND', { id: String(rawAppId) });
  return ctx.db.screen.findMany({ where: { appId, draft: true }, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
}
