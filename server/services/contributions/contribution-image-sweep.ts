// Visitors' screenshots hosted by an approval that never committed (the process died between the
// upload and the commit) are named `contribution-…` and no screen points to them: this sweep deletes
// them and tells the admin in the audit log. Files younger than the grace are left alone: an approval
// may be between its uploads and its commit right now, here or on another instance.
import type { Db } from '../../db/database.ts';
import type { ImageHost } from '../../images/host.ts';
import { recordAudit } from '../platform/audit.ts';
import type { Viewer } from '../platform/context.ts';
import { HOSTED_PREFIX } from './contribution-publish.ts';

/** An approval takes seconds between its first upload and its commit; an hour is far beyond that. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** Files looked at per sweep: the next sweep takes the rest. */
const SWEEP_MAX = 500;
const SYSTEM: Viewer = { userId: 0, username: 'system', sessionId: 0 };

const baseName = (publicId: string) => (publicId.split('/').pop() ?? '').replace(/\.[a-z]+$/i, '');

export type SweepDeps = { db: Db; imageHost: ImageHost };

/**
 * Deletes the hosted `prefix*` screenshots no screen points to (`contribution-`: approvals; `intake-`: a
 * curator's uploads, stored before their draft commits); returns their public ids.
 */
export async function sweepHostedScreenshots(
  deps: SweepDeps,
  now = new Date(),
  graceMs = SWEEP_GRACE_MS,
  prefix = HOSTED_PREFIX,
) {
  const NAME = new RegExp(`${prefix}[\\w-]+`, 'g');
  const files = await deps.imageHost.list('screens', prefix, SWEEP_MAX);
  const old = files.filter((f) => f.storedAt.getTime() <= now.getTime() - graceMs);
  if (!old.length) return [];
  const screens = await deps.db.screen.findMany({
    where: { OR: [{ imageUrl: { contains: prefix } }, { cloudinaryUrl: { contains: prefix } }] },
    select: { imageUrl: true, cloudinaryUrl: true },
  });
  // A screen's earlier captures (issue 61) keep their files too.
  const versions = await deps.db.screenVersion.findMany({
    where: { OR: [{ imageUrl: { contains: prefix } }, { cloudinaryUrl: { contains: prefix } }] },
    select: { imageUrl: true, cloudinaryUrl: true },
  });
  const used = new Set(
    [...screens, ...versions].flatMap((s) => `${s.imageUrl} ${s.cloudinaryUrl ?? ''}`.match(NAME) ?? []),
  );
  const orphans = old.filter((f) => !used.has(baseName(f.publicId))).map((f) => f.publicId);
  const removed: string[] = [];
  for (const publicId of orphans) {
    await deps.imageHost.remove(publicId).then(
      () => removed.push(publicId),
      () => undefined, // the host refused: the next sweep tries again
    );
  }
  if (removed.length) {
    await recordAudit(deps.db, SYSTEM, {
      action: 'contribution.images.sweep',
      entity: 'Contribution',
      entityId: 0,
      summary: `Removed ${removed.length} hosted screenshot(s) of visitors no screen points to: ${removed.join(', ')}`,
      before: { removed },
    });
  }
  return removed;
}
