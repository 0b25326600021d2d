// A visitor's screenshot read while it waits for a moderator: its words prefill the approval's
// suggestions (issue 53). The bytes are the private copy in the database; nothing is fetched.
import type { Db } from '../db/database.ts';
import type { Recognizer } from '../ocr/recognizer.ts';
import type { JobHandler } from '../queue/worker.ts';

export function contributionOcrJob(deps: { db: Db; recognizer: Recognizer }): JobHandler {
  return async (run) => {
    const { imageId } = run.params as { imageId: number };
    const image = await deps.db.contributionImage.findUnique({
      where: { id: imageId },
      select: { bytes: true, sourceHash: true },
    });
    // Decided (approved, rejected, expired) or replaced since: nothing left to read.
    if (!image) return { total: 1, processed: 1, message: 'the screenshot is no longer waiting' };
    const text = await deps.recognizer.recognize(Buffer.from(image.bytes));
    // Only if it is still the image that was read: a replacement queued its own job.
    await deps.db.contributionImage.updateMany({
      where: { id: imageId, sourceHash: image.sourceHash },
      data: { ocrText: text },
    });
    return { total: 1, processed: 1, succeeded: 1, message: `${text.split(' ').filter(Boolean).length} words` };
  };
}
