// The newsletter's clock, run by each process with jobs: every `checkEveryMs` it deletes what is kept
// only for a while (sweep.ts), queues the one re-confirmation of addresses from before double opt-in
// and a sender for messages no job is sending (mail newly configured, or left by a crash), and, when the
// schedule says a digest is due and something is new, queues it. Queue rows are the only state: several
// instances may tick, and the queue's lock keeps one digest at a time.
import type { Db } from '../db/database.ts';
import type { Logger } from '../runtime/log.ts';
import { collectDigest } from '../services/newsletter/digest.ts';
import { nextScheduled, queueDigest } from '../services/newsletter/digest-admin.ts';
import { ensureMailJob, mailWaiting, queueReconfirmations } from '../services/newsletter/mail-queue.ts';
import { sweepNewsletter } from '../services/newsletter/sweep.ts';
import { canSend, type NewsletterRuntime } from '../services/platform/mail-settings.ts';

export function newsletterClock(deps: { db: Db; rt: NewsletterRuntime; log: Pick<Logger, 'error'>; wake(): void }) {
  const { db, rt } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function tick(now = new Date()) {
    await sweepNewsletter(db, rt.settings, now);
    if (!canSend(rt)) return;
    await queueReconfirmations(db, now);
    if (await mailWaiting(db)) {
      await ensureMailJob(db);
      deps.wake();
    }
    const due = await nextScheduled(db, rt, now);
    if (due && due.getTime() <= now.getTime() && (await collectDigest(db, now))) {
      const { created } = await queueDigest(db, { how: 'schedule' });
      if (created) deps.wake();
    }
  }

  const run = () => {
    if (running) return running;
    running = tick()
      .catch((error) => deps.log.error('newsletter clock failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    tick: run,
    start() {
      void run();
      timer = setInterval(run, rt.settings.checkEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
