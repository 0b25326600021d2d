// Runs jobs: claims one at a time per worker, gives the handler a run context (progress, items,
// cancellable sleep), keeps the heartbeat going and records the outcome. The server, the CLI and
// the tests all run jobs through this.
import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Job } from '../generated/prisma/client.ts';
import type { Logger } from '../runtime/log.ts';
import { claimNext, finish, finishedKeys, heartbeat, type JobProgress, recordItem, setParams } from './queue.ts';

export class JobStopped extends Error {}

export type JobRun = {
  job: Job;
  params: Record<string, unknown>;
  /** Saves new params (e.g. the record list fixed at the first run, so a resumed run sees the same). */
  saveParams(params: Record<string, unknown>): Promise<void>;
  /** Keys already finished by an earlier run of this job, with whether they succeeded. */
  finished(): Promise<Map<string, boolean>>;
  item(key: string, ok: boolean, error?: string): Promise<void>;
  /** Saves progress; throws JobStopped when the job was cancelled or taken over. */
  progress(p: JobProgress): Promise<void>;
  /** Waits, waking early (with JobStopped) when the job is cancelled. */
  sleep(ms: number): Promise<void>;
  cancelled(): boolean;
};

export type JobHandler = (run: JobRun) => Promise<JobProgress | undefined>;

export type WorkerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: Pick<Logger, 'info' | 'error'>;
  /** How often to look for work when nobody wakes the worker. */
  pollMs?: number;
  /** A running job whose heartbeat is older than this is taken over (its worker died). */
  staleMs?: number;
  heartbeatMs?: number;
  /** Called when a drain has run its jobs and found no more (announcements held back go out then). */
  onIdle?: () => void;
};

export function createWorker(opts: WorkerOptions) {
  const workerId = `w-${process.pid}-${randomBytes(4).toString('hex')}`;
  const pollMs = opts.pollMs ?? 1000;
  const staleMs = opts.staleMs ?? 15_000;
  const heartbeatMs = opts.heartbeatMs ?? Math.max(100, Math.floor(staleMs / 3));
  const kinds = Object.keys(opts.handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // wake() is called by the request that enqueued: the polls it schedules, and every job after them,
  // would run in that request's async context (its request id in the job's logs, its client address).
  const own = new AsyncResource('JobWorker');
  let running: Promise<void> | null = null;
  let outage = false;
  let current: { stop: () => void } | null = null;

  async function runOne(job: Job): Promise<void> {
    let cancelled = false;
    let lost = false;
    let wake = () => {};
    let last: JobProgress = (job.progress ?? {}) as JobProgress;
    const check = async (p?: JobProgress) => {
      const beat = await heartbeat(opts.db, job.id, workerId, p);
      lost ||= beat.lost;
      cancelled ||= beat.cancelRequested;
      if (lost || cancelled || stopped) {
        wake();
        throw new JobStopped();
      }
    };
    const beats = setInterval(() => check().catch(() => {}), heartbeatMs);
    current = { stop: () => wake() };
    const run: JobRun = {
      job,
      params: job.params as Record<string, unknown>,
      saveParams: async (params) => {
        run.params = params;
        await setParams(opts.db, job.id, params);
      },
      finished: () => finishedKeys(opts.db, job.id),
      item: (key, ok, error) => recordItem(opts.db, job.id, key, ok, error),
      progress: async (p) => {
        last = p;
        await check(p);
      },
      sleep: (ms) =>
        new Promise<void>((resolve, reject) => {
          const t = setTimeout(() => resolve(), ms);
          wake = () => {
            clearTimeout(t);
            reject(new JobStopped());
          };
          if (cancelled || lost || stopped) wake();
        }),
      cancelled: () => cancelled,
    };
    try {
      const final = await opts.handlers[job.kind]?.(run);
      await finish(opts.db, job.id, workerId, { status: 'succeeded', progress: final ?? last });
      opts.log.info(`job ${job.id} (${job.kind}) succeeded`);
    } catch (error) {
      if (error instanceof JobStopped || cancelled || stopped || lost) {
        // Stopped by shutdown or takeover: left "running", so the next worker resumes it.
        if (cancelled) await finish(opts.db, job.id, workerId, { status: 'cancelled', progress: last });
        opts.log.info(`job ${job.id} (${job.kind}) ${cancelled ? 'cancelled' : 'stopped; it will resume'}`);
      } else {
        opts.log.error(`job ${job.id} (${job.kind}) failed`, error);
        const message = error instanceof Error ? error.message : String(error);
        await finish(opts.db, job.id, workerId, { status: 'failed', progress: last, error: message });
      }
    } finally {
      clearInterval(beats);
      current = null;
    }
  }

  /** Runs jobs until none is runnable; resolves how many ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopped) {
      const job = await claimNext(opts.db, workerId, kinds, staleMs);
      if (!job) break;
      await runOne(job);
      ran++;
    }
    if (ran) opts.onIdle?.();
    return ran;
  }

  let started = false;
  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = own.runInAsyncScope(() => setTimeout(tick, delay));
    timer.unref();
  }

  function tick() {
    if (running || stopped) return;
    running = drain()
      .then(() => {
        outage = false;
      })
      .catch((error) => {
        // An outage is expected and reported by /readyz: one line per outage, not an error per poll.
        if (!isDatabaseUnavailable(error)) return opts.log.error('job worker: could not claim work', error);
        if (!outage) opts.log.info('job worker: database unavailable; polling until it is back');
        outage = true;
      })
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  return {
    id: workerId,
    start: () => {
      started = true;
      schedule(0);
    },
    /** Look for work now (after an enqueue in this process); a worker never started (tests, CLIs that drain) waits to be drained. */
    wake: () => {
      if (started) schedule(0);
    },
    drain,
    /** Stops claiming; a job in progress stops at its next step and stays resumable. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      current?.stop();
      await running;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
