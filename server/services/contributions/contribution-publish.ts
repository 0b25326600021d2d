// Approving a visitor's screenshots: each capture the moderator confirmed goes to the image host (before the
// transaction: a host's slowness never holds database locks), then, in one transaction, the new app
// (when the visitor described one), the screens after the app's last, the audit rows and the removal
// of the private copies. OCR reads each new screen afterwards, as for an admin's own.
// Until the commit the hosted files are not public: each has a random name (128 bits) that only this
// approval knows, and the commit publishes it by writing it into the screen. An approval that fails
// deletes them (unhostSubmissionImages); a crash leaves them to the sweep (contribution-image-sweep.ts).

import { randomBytes } from 'node:crypto';
import type { Contribution, Prisma } from '../../generated/prisma/client.ts';
import { createAppRecord } from '../catalogue/app-create.ts';
import { touchApps } from '../catalogue/summaries.ts';
import { refreshFlowKinds } from '../flows/flow-choices.ts';
import { recordAudit } from '../platform/audit.ts';
import type { ServiceContext, Viewer } from '../platform/context.ts';
import { ConflictError, issue, UpstreamError, ValidationError } from '../platform/errors.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import type { CuratedScreen } from './contribution-curate.ts';
import { imagesFingerprint } from './contribution-images.ts';

type Tx = Prisma.TransactionClient;
/** A capture the moderator confirmed, on the image host (under a name nobody can guess until published). */
export type Hosted = CuratedScreen & { url: string; publicId: string; sourceHash: string; capturedAt?: Date | null };
/** What was hosted, and the version of the submission's images (all of them) it was hosted from. */
export type Hosting = { version: string; screens: Hosted[] };
/** Hosted names of visitors' screenshots start so (the sweep looks for them). */
export const HOSTED_PREFIX = 'contribution-';
export type AppEdits = { name?: string; url?: string; appInfo?: string; planned?: boolean; imagesVersion?: string };

/**
 * Uploads the confirmed captures to the image host (the ones left out are never hosted); nothing is
 * written to the database yet. With `seen` (the version the moderator looked at), images changed
 * since are refused, not published.
 */
export async function hostSubmissionImages(
  ctx: ServiceContext,
  c: Contribution,
  chosen: CuratedScreen[],
  seen?: string,
): Promise<Hosting> {
  const images = await ctx.db.contributionImage.findMany({
    where: { contributionId: c.id },
    orderBy: { position: 'asc' },
  });
  if (!images.length) throw new ValidationError([issue('images', 'CONTRIBUTION_NO_IMAGES')]);
  const version = imagesFingerprint(images);
  if (seen !== undefined && seen !== version) throw new ConflictError('CONTRIBUTION_IMAGES_CHANGED');
  const hosted: Hosted[] = [];
  for (const capture of chosen) {
    const image = images.find((i) => i.position === capture.position);
    if (!image) {
      await unhostSubmissionImages(ctx, hosted);
      throw new ConflictError('CONTRIBUTION_IMAGES_CHANGED');
    }
    const id = `${HOSTED_PREFIX}${c.id}-${image.position}-${randomBytes(16).toString('hex')}`;
    try {
      const stored = await ctx.imageHost.upload({ kind: 'screens', id, source: Buffer.from(image.bytes) });
      hosted.push({
        ...capture,
        url: stored.secureUrl,
        publicId: stored.publicId,
        sourceHash: image.sourceHash,
        capturedAt: image.capturedAt,
      });
    } catch (error) {
      await unhostSubmissionImages(ctx, hosted);
      throw new UpstreamError('IMAGE_STORE_FAILED', { detail: String((error as Error).message) });
    }
  }
  return { version, screens: hosted };
}

/** Deletes what an approval hosted and did not publish; what the host refuses now, the sweep removes later. */
export async function unhostSubmissionImages(ctx: Pick<ServiceContext, 'imageHost'>, hosted: Hosted[]) {
  await Promise.all(hosted.map((h) => ctx.imageHost.remove(h.publicId).catch(() => undefined)));
}

/** In the approval's transaction: the app (existing or new), its new screens, audit, private copies gone. */
export async function publishSubmission(tx: Tx, viewer: Viewer, c: Contribution, hosting: Hosting, edits: AppEdits) {
  // An image added or replaced while the others were being hosted would be deleted unpublished below.
  const now = await tx.contributionImage.findMany({
    where: { contributionId: c.id },
    select: { position: true, sourceHash: true },
  });
  if (imagesFingerprint(now) !== hosting.version) throw new ConflictError('CONTRIBUTION_IMAGES_CHANGED');
  const app = c.appId
    ? await tx.app.findUniqueOrThrow({ where: { id: c.appId } })
    : await createAppRecord(
        tx,
        viewer,
        {
          name: edits.name ?? c.appName ?? '',
          url: edits.url ?? c.appLink ?? '',
          appInfo: edits.appInfo ?? '',
          planned: edits.planned ?? false,
          type: (c.appType as 'Federal' | null) ?? null,
          platform: (c.appPlatform as 'iOS' | null) ?? null,
          country: c.appCountry ?? '',
        },
        `Created app from visitor submission #${c.id}`,
      );
  const last = await tx.screen.aggregate({ where: { appId: app.id }, _max: { order: true } });
  const appText = appSearchText(app);
  const screenIds: number[] = [];
  let order = (last._max.order ?? 0) + 1;
  for (const h of hosting.screens) {
    // As the moderator confirmed it (name, flow, tags, description, alt text).
    const fields = { name: h.name, description: h.description, altText: h.altText, flow: h.flow, tags: h.tags };
    const screen = await tx.screen.create({
      data: {
        ...fields,
        appId: app.id,
        airtableId: `contribution-${c.id}-${h.position}`,
        imageUrl: h.url,
        cloudinaryUrl: h.url,
        ...(h.capturedAt ? { capturedAt: h.capturedAt } : {}),
        order: order++,
        searchText: screenSearchText(fields, appText),
      },
    });
    screenIds.push(screen.id);
    await recordAudit(tx, viewer, {
      action: 'screen.create',
      entity: 'Screen',
      entityId: screen.id,
      summary: `Added screen "${screen.name}" to "${app.name}" from visitor submission #${c.id}`,
      after: screen,
    });
  }
  await touchApps(tx, [app.id]);
  await refreshFlowKinds(tx, [app.id]);
  // The private copies go, the captures left out with them: those were never hosted anywhere.
  await tx.contributionImage.deleteMany({ where: { contributionId: c.id } });
  return { appId: app.id, screenIds, created: !c.appId };
}
