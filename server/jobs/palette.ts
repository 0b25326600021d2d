// Screen palettes (issue 60 item 2): written by the OCR job for a new or changed image (it has read the
// picture already), and by the backfill job for screens that have none yet, a batch at a time with progress
// (queued once after start, on the main queue, so it never lengthens the first start).
import type { Db } from '../db/database.ts';
import { extractPalette, type PaletteColour } from '../images/palette.ts';
import type { JobHandler } from '../queue/worker.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';

export const PALETTE_BACKFILL_KIND = 'palette-backfill';
const BATCH = 20;

/** Replaces a screen's palette rows. */
export async function writePalette(db: Db, screenId: number, colours: PaletteColour[]) {
  await db.$transaction([
    db.screenColour.deleteMany({ where: { screenId } }),
    db.screenColour.createMany({ data: colours.map((c) => ({ screenId, ...c })) }),
  ]);
}

/** Queues the backfill unless one is waiting or running (the server calls it after start). */
export async function queuePaletteBackfill(db: Db) {
  const open = await db.job.findFirst({
    where: { kind: PALETTE_BACKFILL_KIND, status: { in: ['queued', 'running'] } },
    select: { id: true },
  });
  if (open) return open;
  // At every start: whether one screen lacks a palette, not how many (a count reads every screen).
  const missing = await db.screen.findFirst({ where: { colours: { none: {} } }, select: { id: true } });
  return missing
    ? db.job.create({ data: { kind: PALETTE_BACKFILL_KIND, queue: PALETTE_BACKFILL_KIND, params: {} } })
    : null;
}

export function paletteBackfillJob(deps: {
  db: Db;
  readSource: (url: string) => Promise<Buffer>;
  changes?: Pick<ChangeFeed, 'emit'>;
}): JobHandler {
  return async (run) => {
    const total = await deps.db.screen.count({ where: { colours: { none: {} } } });
    let processed = 0;
    let failed = 0;
    let afterId = 0;
    for (;;) {
      const batch = await deps.db.screen.findMany({
        where: { id: { gt: afterId }, colours: { none: {} } },
        orderBy: { id: 'asc' },
        take: BATCH,
        select: { id: true, imageUrl: true, cloudinaryUrl: true },
      });
      if (!batch.length) break;
      for (const s of batch) {
        afterId = s.id;
        try {
          await writePalette(deps.db, s.id, await extractPalette(await deps.readSource(s.cloudinaryUrl ?? s.imageUrl)));
        } catch (error) {
          failed++;
          await run.item(String(s.id), false, error instanceof Error ? error.message : String(error));
        }
        processed++;
      }
      await run.progress({ total, processed, succeeded: processed - failed, failed });
    }
    if (processed > failed) deps.changes?.emit({ kind: 'catalogue' });
    return { total, processed, succeeded: processed - failed, failed, message: `${processed - failed} palettes` };
  };
}
