// OCR as a job: one row per screen image, on its own queue so a long migration never holds it up,
// run one at a time. The recognized words go to Screen.ocrText, which the search trigger indexes, their
// boxes to Screen.ocrBoxes; the picture's palette (issue 60 item 2) is taken from the same read.
import type { Db } from '../db/database.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { extractPalette, type PaletteColour } from '../images/palette.ts';
import type { OcrBoxes } from '../ocr/boxes.ts';
import { type Recognizer, readWords } from '../ocr/recognizer.ts';
import type { JobHandler } from '../queue/worker.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';
import { writePalette } from './palette.ts';

export function ocrJob(deps: {
  db: Db;
  readSource: (url: string) => Promise<Buffer>;
  recognizer: Recognizer;
  /** Told when words were written (coalesced by the runner: a backlog is not one flush per screen). */
  changes?: Pick<ChangeFeed, 'emit'>;
}): JobHandler {
  return async (run) => {
    const { screenId } = run.params as { screenId: number };
    const screen = await deps.db.screen.findUnique({ where: { id: screenId } });
    if (!screen) return { total: 1, processed: 1, failed: 1, message: 'the screen no longer exists' };
    // Only if the image is still the one that was read: an edit in between queued its own job.
    const same = { id: screenId, imageUrl: screen.imageUrl, cloudinaryUrl: screen.cloudinaryUrl };
    let text: string;
    let boxes: OcrBoxes;
    let palette: PaletteColour[] | null = null;
    try {
      // The hosted copy first: an admin's screen is taken in at the door, a synced one once migrated.
      const image = await deps.readSource(screen.cloudinaryUrl ?? screen.imageUrl);
      ({ text, boxes } = await readWords(deps.recognizer, image));
      // A picture sharp cannot take apart still has its words: the palette is left to the backfill.
      palette = await extractPalette(image).catch(() => null);
    } catch (error) {
      // Shown on the screen's admin row (with a retry); the job fails with the same reason.
      const reason = error instanceof Error ? error.message : String(error);
      await deps.db.screen.updateMany({ where: same, data: { ocrError: reason.slice(0, 500) } });
      throw error;
    }
    const { count } = await deps.db.screen.updateMany({
      where: same,
      data: { ocrText: text, ocrError: null, ocrBoxes: boxes.words.length ? boxes : Prisma.DbNull },
    });
    if (count) deps.changes?.emit({ kind: 'text' });
    if (count && palette) {
      await writePalette(deps.db, screenId, palette);
      deps.changes?.emit({ kind: 'apps', ids: [screen.appId] });
    }
    return { total: 1, processed: 1, succeeded: 1, message: `${text.split(' ').filter(Boolean).length} words` };
  };
}
