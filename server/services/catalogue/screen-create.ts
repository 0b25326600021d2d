// Adding a screen (admin only, audited): its image is taken in first (fetched and stored on the image
// host, or the form is told why not, and nothing is saved); its words are read by an OCR job afterwards.
import type { Screen } from '../../generated/prisma/client.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { type Input, readInput } from '../platform/input.ts';
import { queueOcr } from '../platform/job-contracts.ts';
import { OTHER_FLOW } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import { ownMediaPath, takeInImage } from './image-intake.ts';
import { checkScreenRecord, parseScreenRecord } from './screen-record.ts';
import { touchApps } from './summaries.ts';

export async function createScreen(ctx: ServiceContext, input: Input): Promise<Screen> {
  const viewer = await requireAdmin(ctx);
  const data = parseScreenRecord(await readInput(input));
  // An image already on this site is stored by its path, as every other /media screen is.
  data.imageUrl = ownMediaPath(ctx, data.imageUrl) ?? data.imageUrl;
  const app = await checkScreenRecord(ctx.db, data);
  const flow = data.flow ?? OTHER_FLOW;
  const hosted = await takeInImage(ctx, { url: data.imageUrl, kind: 'screens', name: data.airtableId });
  const created = await ctx.db.$transaction(async (tx) => {
    const screen = await tx.screen.create({
      data: {
        ...data,
        flow,
        cloudinaryUrl: hosted,
        searchText: screenSearchText({ ...data, flow }, appSearchText(app)),
      },
    });
    // The words in the screenshot become searchable once the OCR job has read them; the job is queued
    // in this transaction, so a crash after the commit cannot leave the screen without it.
    await queueOcr(tx, screen.id);
    await touchApps(tx, [app.id]);
    await recordAudit(tx, viewer, {
      action: 'screen.create',
      entity: 'Screen',
      entityId: screen.id,
      summary: `Added screen "${screen.name}" to "${app.name}"`,
      after: screen,
    });
    return screen;
  });
  ctx.changes.emit({ kind: 'apps', ids: [app.id] });
  ctx.jobs.wake();
  return created;
}
