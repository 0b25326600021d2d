// Replacing a screen with a new capture (issue 61, admin only, audited): the file is cleaned as a
// curator's uploads are, its own EXIF date read before cleaning strips it (else now, or the date the
// admin gave), stored on the image host, and the screen points to it; the image it had is kept as an
// earlier version with its date, reachable only from the screen. The feed, exports and search go on
// showing the screen, now with its current image; its words are read again by an OCR job.
import type { Screen } from '../../generated/prisma/client.ts';
import { capturedAtOf } from '../../images/exif-date.ts';
import { dateInput } from '../catalogue/screen-record.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { queueOcr } from '../platform/job-contracts.ts';
import { hasControl } from '../platform/text.ts';
import { markEdited } from './admin-edits.ts';
import { cleaned, uploadKeyOf } from './screen-intake.ts';

export type CaptureMeta = { capturedAt?: unknown; appVersion?: unknown };

function parseMeta(meta: CaptureMeta) {
  const date = dateInput.safeParse(meta.capturedAt ?? undefined);
  if (!date.success) throw new ValidationError([issue('capturedAt', 'DATETIME_INVALID')]);
  const version = typeof meta.appVersion === 'string' ? meta.appVersion.trim() : undefined;
  if (version !== undefined && (version.length > 40 || hasControl(version))) {
    throw new ValidationError([issue('appVersion', 'FIELD_TOO_LONG')]);
  }
  return { capturedAt: date.data, appVersion: version };
}

/**
 * The screen `rawId` with the image `readSource` gives (asked for once the head is checked). Returns
 * the screen as it is now. A refusal stores nothing.
 */
export async function replaceScreenCapture(
  ctx: ServiceContext,
  rawId: unknown,
  meta: CaptureMeta,
  readSource: () => Promise<Buffer>,
): Promise<Screen> {
  const viewer = await requireAdmin(ctx);
  const id = Number(rawId);
  const current = Number.isInteger(id) && id > 0 ? await ctx.db.screen.findUnique({ where: { id } }) : null;
  if (!current) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(rawId).slice(0, 100) });
  const given = parseMeta(meta);
  const source = await readSource();
  if (source.length === 0) throw new ValidationError([issue('file', 'FIELD_REQUIRED', { field: 'file' })]);
  const capturedAt = given.capturedAt ?? capturedAtOf(source) ?? new Date();
  const image = await cleaned(ctx, source);
  // Named as a curator's uploads are: a file stored before a commit that never came is swept.
  const hosted = await ctx.imageHost.upload({
    kind: 'screens',
    id: uploadKeyOf(current.appId, source),
    source: image.data,
  });
  try {
    const after = await ctx.db.$transaction(async (tx) => {
      const before = await tx.screen.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('SCREEN_NOT_FOUND', { id });
      const version = await tx.screenVersion.create({
        data: {
          screenId: id,
          imageUrl: before.imageUrl,
          cloudinaryUrl: before.cloudinaryUrl,
          capturedAt: before.capturedAt,
          appVersion: before.appVersion,
        },
      });
      const updated = await tx.screen.update({
        where: { id },
        data: {
          imageUrl: hosted.secureUrl,
          cloudinaryUrl: hosted.secureUrl,
          capturedAt,
          appVersion: given.appVersion === undefined ? before.appVersion : given.appVersion || null,
          // The words belong to the old image; a synced screen keeps its new image through syncs.
          ocrText: null,
          ocrError: null,
          adminEdited: markEdited(before, ['imageUrl']),
        },
      });
      await queueOcr(tx, id);
      await recordAudit(tx, viewer, {
        action: 'screen.capture.replace',
        entity: 'Screen',
        entityId: id,
        summary: `Replaced the capture of screen "${before.name}" (the earlier one kept as version #${version.id})`,
        before,
        after: updated,
      });
      return updated;
    });
    ctx.changes.emit({ kind: 'apps', ids: [after.appId] });
    ctx.jobs.wake();
    return after;
  } catch (error) {
    // Same file as the screen's current one: it is still in use, never removed.
    if (hosted.secureUrl !== current.imageUrl && hosted.secureUrl !== current.cloudinaryUrl) {
      await ctx.imageHost.remove(hosted.publicId).catch(() => undefined);
    }
    throw error;
  }
}
