// Keeps each turn of the event loop short under load. libuv accepts one new connection per loop turn,
// and a turn runs every request that became readable: with 200 busy connections a turn grew to
// ~400 ms, so a new visitor's connection waited seconds (up to autocannon's 10 s timeout) just to be
// accepted. The gate lets work start only while the current phase has budget left; the rest waits
// for a later turn in arrival order (work already under way first), and past `maxQueued` new
// requests are refused at once with 503. One gate per process: the event loop is per process.
import { AsyncResource } from 'node:async_hooks';
export type TurnGateSettings = {
  /** Work started per loop phase before the rest waits for the next turn; 0 turns the gate off. */
  budgetMs: number;
  /** New requests waiting beyond this many are answered 503 at once. */
  maxQueued: number;
};
export const DEFAULT_TURN_GATE: TurnGateSettings = { budgetMs: 5, maxQueued: 2000 };

/** Steps per turn that may take queued work (a step with nothing to do costs about a microsecond). */
const STEPS_PER_TURN = 256;

export function createTurnGate(initial: TurnGateSettings = DEFAULT_TURN_GATE) {
  let settings = initial;
  // The turns are scheduled from whatever request deferred first, and an immediate runs in the async
  // context it was scheduled in: without these, every task run by a chain of turns ran inside that one
  // request's context (its time budget, language, request id). Under steady load the chain never ends,
  // so once the request's 5 s budget passed, every request started by the chain answered 503
  // TIME_BUDGET_EXCEEDED at once (bench:api, PGlite: 4,439 of one 10 s run). Tasks keep their own
  // context; the turns run in the gate's.
  const own = new AsyncResource('TurnGate');
  const underWay: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  let windowStart = -1;
  let armed = false;
  const counts = { deferred: 0, refused: 0 };

  // A budget window opens with the first work of a phase and closes at the next check phase.
  const withinBudget = () => {
    const now = performance.now();
    if (windowStart < 0) {
      windowStart = now;
      setImmediate(() => {
        windowStart = -1;
      });
    }
    return now - windowStart < settings.budgetMs;
  };

  // Each step runs in its own immediate, so the microtasks of the work before it (query results,
  // rendering) have run, and counted against the budget, by the time it looks at the clock.
  const step = () => {
    const next = underWay.length ? underWay : waiting;
    if (next.length && withinBudget()) next.shift()?.();
  };
  const arm = () => {
    if (armed || (!underWay.length && !waiting.length)) return;
    armed = true;
    own.runInAsyncScope(() => {
      for (let i = 0; i < STEPS_PER_TURN; i++) setImmediate(step);
      setImmediate(() => {
        armed = false;
        arm();
      });
    });
  };

  function admit(queue: (() => void)[], task: () => void) {
    // Work under way never waits behind new requests; new requests keep their arrival order.
    const ahead = queue === underWay ? underWay.length : underWay.length + waiting.length;
    if (settings.budgetMs <= 0 || (ahead === 0 && withinBudget())) {
      task();
      return;
    }
    counts.deferred++;
    queue.push(AsyncResource.bind(task));
    arm();
  }

  return {
    configure(next: TurnGateSettings) {
      settings = next;
    },
    /** Starts a new request now or in a later turn; false when too many wait (answer 503). */
    request(task: () => void): boolean {
      if (settings.budgetMs > 0 && waiting.length >= settings.maxQueued) {
        counts.refused++;
        return false;
      }
      admit(waiting, task);
      return true;
    },
    /** Resolves when work already under way (a database query) may go on. */
    proceed(): Promise<void> {
      return new Promise<void>((resolve) => admit(underWay, resolve));
    },
    stats: () => ({ waiting: waiting.length, underWay: underWay.length, ...counts }),
  };
}

export type TurnGate = ReturnType<typeof createTurnGate>;

/** The process's gate (server/start.ts configures it; PGlite queries and the HTTP edge use it). */
export const turnGate = createTurnGate();
