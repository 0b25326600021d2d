// Airtable allows 5 requests per second per base, and after a 429 refuses everything for 30 s.
// One throttle per base and process, shared by every caller (the sync and the migrations' importing
// writes): callers take turns, each sent at least one interval after the previous one was *sent*
// (not scheduled), so a stalled event loop cannot release a burst of overdue requests at once.

/** Airtable's documented ceiling per base; configuration may ask for less, never more. */
export const MAX_REQUESTS_PER_SECOND = 5;
// Spacing is measured where we send; Airtable counts where it receives, and jitter on the way can
// bunch requests together. With 25 ms more per gap, five gaps leave 125 ms of slack in a second.
const JITTER_MARGIN_MS = 25;

export type Sleep = (ms: number) => Promise<void>;

export type Throttle = {
  /** Resolves when this caller may send now; `sleep` does the waiting (a job's sleep is cancellable). */
  acquire(sleep: Sleep): Promise<void>;
  /** Nobody sends before `ms` from now (after a 429). */
  pause(ms: number): void;
  readonly intervalMs: number;
};

export function createThrottle(requestsPerSecond: number, now: () => number = () => performance.now()): Throttle {
  const rate = Math.min(Math.max(requestsPerSecond, 0.01), MAX_REQUESTS_PER_SECOND);
  const intervalMs = 1000 / rate + JITTER_MARGIN_MS;
  let nextAt = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  return {
    intervalMs,
    acquire(sleep) {
      const turn = queue.then(async () => {
        // Checked again after each wait: a 429 elsewhere may have pushed everyone back meanwhile.
        for (let wait = nextAt - now(); wait > 0; wait = nextAt - now()) await sleep(wait);
        nextAt = now() + intervalMs;
      });
      // A caller whose wait was cancelled gives up its turn without blocking the ones behind it.
      queue = turn.catch(() => {});
      return turn;
    },
    pause(ms) {
      nextAt = Math.max(nextAt, now() + ms);
    },
  };
}

const perBase = new Map<string, { rate: number; throttle: Throttle }>();

/** The process-wide throttle of one base (keyed by endpoint too, so test stand-ins stay apart). */
export function baseThrottle(endpointUrl: string, baseId: string, requestsPerSecond: number): Throttle {
  const key = `${endpointUrl}#${baseId}`;
  const found = perBase.get(key);
  if (found && found.rate === requestsPerSecond) return found.throttle;
  // A different rate for the same base (a reloaded configuration) starts a new schedule.
  const throttle = createThrottle(requestsPerSecond);
  perBase.set(key, { rate: requestsPerSecond, throttle });
  return throttle;
}
