// Similar screens' jobs (docs/similar-screens.md): one per screen whose picture or facts changed, on the OCR
// queue so it runs after the screen's words are read; and the backfill of every screen without a look.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../generated/prisma/client.ts';

export const SCREEN_LOOK_KIND = 'screen-look';
export const SIMILAR_BACKFILL_KIND = 'similar-backfill';
export const SIMILAR_QUEUE = 'similar';
/** job-contracts.ts's OCR_QUEUE (named here: that file queues this one's job). */
const OCR_QUEUE = 'ocr';

/** Queues (re)computing a screen's look and neighbours, unless one is already waiting for it. */
export async function queueScreenLook(db: Pick<Db, 'job'>, screenId: number) {
  const waiting = await db.job.findFirst({
    where: { kind: SCREEN_LOOK_KIND, status: 'queued', params: { equals: { screenId } } },
    select: { id: true },
  });
  if (waiting) return waiting;
  return db.job.create({ data: { kind: SCREEN_LOOK_KIND, queue: OCR_QUEUE, params: { screenId } } });
}

/** A look without a layout (computed before it existed) is computed again, like a missing one. */
export const LOOK_TO_COMPUTE = { OR: [{ look: null }, { look: { layout: { equals: Prisma.DbNull } } }] };

/** Queues the backfill when a visible screen has no look yet and none is waiting or running (a quick read). */
export async function queueSimilarBackfillIfNeeded(db: Pick<Db, 'job' | 'screen'>) {
  const missing = await db.screen.findFirst({
    where: { hidden: false, app: { hidden: false }, ...LOOK_TO_COMPUTE },
    select: { id: true },
  });
  if (!missing) return null;
  const waiting = await db.job.findFirst({
    where: { kind: SIMILAR_BACKFILL_KIND, status: { in: ['queued', 'running'] } },
    select: { id: true },
  });
  if (waiting) return waiting;
  return db.job.create({ data: { kind: SIMILAR_BACKFILL_KIND, queue: SIMILAR_QUEUE, params: {} } });
}
