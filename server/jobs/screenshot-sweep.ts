// The sweep of hosted visitors' screenshots no screen points to (a crash between an approval's uploads
// and its commit leaves them): run by each process with jobs when it starts — a crash means a restart —
// and every hour after. Several instances may sweep at once: deleting a file twice is harmless.
import type { Db } from '../db/database.ts';
import type { ImageHost } from '../images/host.ts';
import type { Logger } from '../runtime/log.ts';
import { INTAKE_PREFIX } from '../services/admin/screen-intake.ts';
import { sweepHostedScreenshots } from '../services/contributions/contribution-image-sweep.ts';

const EVERY_MS = 60 * 60 * 1000;

export function screenshotSweepClock(deps: {
  db: Db;
  imageHost: ImageHost;
  log: Pick<Logger, 'info' | 'error'>;
  /** How old an unreferenced file must be to go (SCREENSHOT_SWEEP_GRACE_MS); the sweep's default when absent. */
  graceMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | null = null;
  const run = (now?: Date, graceMs = deps.graceMs) => {
    // Approvals' copies, then a curator's uploads (both stored before the commit that points to them).
    running ??= sweepHostedScreenshots(deps, now, graceMs)
      .then(async (first) => [...first, ...(await sweepHostedScreenshots(deps, now, graceMs, INTAKE_PREFIX))])
      .then((removed) => {
        if (removed.length) deps.log.info(`removed ${removed.length} hosted screenshot(s) no screen points to`);
        return removed;
      })
      .catch((error) => {
        deps.log.error('screenshot sweep failed', error);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    tick: run,
    start() {
      void run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
