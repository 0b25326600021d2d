// OCR as a job: one row per screen image, on its own queue so a long migration never holds it up,
// run one at a time. The recognized words go to Screen.ocrText, which the search trigger indexes.
import type { Db } from '../db/database.ts';
import type { Recognizer } from '../ocr/recognizer.ts';
import type { JobHandler } from '../queue/worker.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';

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
    try {
      // The hosted copy first: an admin's screen is taken in at the door, a synced one once migrated.
      text = await deps.recognizer.recognize(await deps.readSource(screen.cloudinaryUrl ?? screen.imageUrl));
    } catch (error) {
      // Shown on the screen's admin row (with a retry); the job fails with the same reason.
      const reason = error instanceof Error ? error.message : String(error);
      await deps.db.screen.updateMany({ where: same, data: { ocrError: reason.slice(0, 500) } });
      throw error;
    }
    const { count } = await deps.db.screen.updateMany({ where: same, data: { ocrText: text, ocrError: null } });
    if (count) deps.changes?.emit({ kind: 'text' });
    return { total: 1, processed: 1, succeeded: 1, message: `${text.split(' ').filter(Boolean).length} words` };
  };
}
