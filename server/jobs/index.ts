// The jobs this app runs, wired to their dependencies: one worker per process, started by the
// server and by the CLI. Handlers are looked up by the job's kind.

import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ImageHost } from '../images/host.ts';
import type { Bucket } from '../images/index.ts';
import { withLimits } from '../images/limits.ts';
import { createImageReader } from '../images/public-fetch.ts';
import type { NetworkOptions } from '../images/safe-fetch.ts';
import { createRecognizer, type Recognizer } from '../ocr/recognizer.ts';
import { requeueOrphans } from '../queue/queue.ts';
import { createWorker, type JobHandler } from '../queue/worker.ts';
import type { Logger } from '../runtime/log.ts';
import { type ChangeFeed, coalescing } from '../services/platform/changes.ts';
import { BACKUP_KIND, CONTRIBUTION_OCR_KIND, MEDIA_MOVE_KIND } from '../services/platform/job-contracts.ts';
import type { NewsletterRuntime } from '../services/platform/mail-settings.ts';
import { SCREEN_LOOK_KIND, SIMILAR_BACKFILL_KIND } from '../services/platform/similar-contracts.ts';
import { airtableJobs } from './airtable-sync.ts';
import { type BackupJobDeps, backupJob } from './backup.ts';
import { backupClock } from './backup-schedule.ts';
import { contributionOcrJob } from './contribution-ocr.ts';
import { type ImportingWriter, imageMigrationJob } from './image-migration.ts';
import { mediaMoveJob } from './media-move.ts';
import { newsletterJobs } from './newsletter-jobs.ts';
import { newsletterClock } from './newsletter-schedule.ts';
import { ocrJob } from './ocr.ts';
import { PALETTE_BACKFILL_KIND, paletteBackfillJob } from './palette.ts';
import { screenLookJob, similarBackfillJob } from './screen-look.ts';
import { screenshotSweepClock } from './screenshot-sweep.ts';

export type JobDeps = {
  config: Pick<Config, 'mediaDir' | 'proxyAllowedHosts' | 'jobs' | 'airtable' | 'publicUrl'> &
    Partial<BackupJobDeps['config']>;
  database: Pick<Database, 'prisma' | 'kind'>;
  imageHost: ImageHost;
  log: Pick<Logger, 'info' | 'error'>;
  /** Airtable's `importing` field writer, when a base is configured. */
  writeImporting?: ImportingWriter;
  /** More handlers (the Airtable sync), by kind. */
  extra?: Record<string, JobHandler>;
  /** Where every job says what public data it changed (the composition root's change feed). */
  changes?: Pick<ChangeFeed, 'emit'>;
  /** What a PGlite backup watches to know whether its steps still agree (the same feed). */
  watch?: Pick<ChangeFeed, 'subscribe'>;
  /** While jobs run, their changes reach readers at most this often (ms); all of them when the queue is empty. */
  changesEveryMs?: number;
  /** The recognizer (tests give a stand-in); Tesseract otherwise. */
  recognizer?: Recognizer;
  /** Tests only: the network layer of the image reader. */
  network?: NetworkOptions;
  /** The S3 host's bucket: /media/s3 sources, and where moving in copies local images. */
  bucket?: Bucket;
  /** The newsletter's settings and mail server: its sender and its clock (none: no mail jobs here). */
  newsletter?: NewsletterRuntime;
};

export async function createJobRunner(deps: JobDeps) {
  const db = deps.database.prisma;
  const readSource = createImageReader({
    mediaDir: deps.config.mediaDir,
    allowedHosts: deps.config.proxyAllowedHosts,
    publicOrigin: deps.config.publicUrl,
    network: deps.network,
    bucket: deps.bucket?.source,
  });
  // PGlite has one process per data directory: whatever was running died with the previous one.
  if (deps.database.kind === 'pglite') await requeueOrphans(db);
  // A migration's batches or an OCR backlog change readers' answers often: coalesced, so the cache is
  // not emptied at that rate; what is held back goes out when the worker's queue is empty.
  const every = deps.changesEveryMs ?? 2_000;
  const mainChanges = deps.changes && coalescing(deps.changes, every);
  const textChanges = deps.changes && coalescing(deps.changes, every);
  const airtable = deps.config.airtable ? airtableJobs(deps.config.airtable, db, mainChanges) : undefined;
  const writeImporting = deps.writeImporting ?? airtable?.writeImporting;
  const options = { db, log: deps.log, pollMs: deps.config.jobs.pollMs, staleMs: deps.config.jobs.staleMs };
  // PGlite runs no autovacuum: after a batch of jobs (a sync rewrites screens, OCR adds their words) the
  // pages they changed are no longer all-visible, and the index-only reads of the search postings and the
  // filtered gallery would visit each one. Vacuuming what changed is quick; it holds the one connection.
  let tidying: Promise<unknown> = Promise.resolve();
  const tidy = () => {
    if (deps.database.kind !== 'pglite') return;
    tidying = tidying
      .then(() => db.$executeRawUnsafe('VACUUM "SearchPosting", "Screen"'))
      .catch((error) => deps.log.error('vacuum after jobs failed', error));
  };
  const main = createWorker({
    ...options,
    onIdle: () => {
      mainChanges?.flush();
      tidy();
    },
    handlers: {
      'image-migration': imageMigrationJob({
        db,
        host: deps.imageHost,
        readSource,
        writeImporting,
        changes: mainChanges,
      }),
      ...(deps.bucket && {
        [MEDIA_MOVE_KIND]: mediaMoveJob({
          db,
          store: deps.bucket.store,
          mediaDir: deps.config.mediaDir,
          maxBytes: withLimits().maxSourceBytes,
          changes: mainChanges,
        }),
      }),
      ...(deps.config.backups &&
        deps.config.dataDir && {
          [BACKUP_KIND]: backupJob({
            config: { ...deps.config, backups: deps.config.backups, dataDir: deps.config.dataDir },
            database: deps.database,
            watch: deps.watch,
            bucket: deps.bucket?.store,
          }),
        }),
      [SIMILAR_BACKFILL_KIND]: similarBackfillJob({ db, readSource, changes: mainChanges }),
      [PALETTE_BACKFILL_KIND]: paletteBackfillJob({ db, readSource, changes: mainChanges }),
      ...airtable?.handlers,
      ...deps.extra,
    },
  });
  // OCR has its own worker: a long migration or sync never holds up the words of a new screen.
  const recognizer = deps.recognizer ?? createRecognizer();
  const ocr = createWorker({
    ...options,
    onIdle: () => {
      textChanges?.flush();
      tidy();
    },
    handlers: {
      ocr: ocrJob({ db, readSource, recognizer, changes: textChanges }),
      [CONTRIBUTION_OCR_KIND]: contributionOcrJob({ db, recognizer }),
      // After the screen's OCR job (the same queue, queued with it): its words count in its likeness.
      [SCREEN_LOOK_KIND]: screenLookJob({ db, readSource, changes: textChanges }),
    },
  });
  // Mail has its own worker too: a digest to thousands never waits behind a migration, nor holds one up.
  const mail = deps.newsletter
    ? createWorker({ ...options, handlers: newsletterJobs({ db, rt: deps.newsletter, changes: deps.changes }) })
    : undefined;
  const clock = deps.newsletter
    ? newsletterClock({ db, rt: deps.newsletter, log: deps.log, wake: () => mail?.wake() })
    : undefined;
  const backups = backupClock({
    db,
    everyHours: deps.config.backups?.everyHours ?? 0,
    log: deps.log,
    wake: () => main.wake(),
  });
  const screenshots = screenshotSweepClock({
    db,
    imageHost: deps.imageHost,
    log: deps.log,
    graceMs: deps.config.jobs.sweepGraceMs,
  });
  return {
    start() {
      backups.start();
      screenshots.start();
      main.start();
      ocr.start();
      mail?.start();
      clock?.start();
    },
    wake() {
      main.wake();
      ocr.wake();
      mail?.wake();
    },
    /** Runs the mail queue until none of its jobs is runnable (tests, benchmarks). */
    drainMail: async () => (mail ? mail.drain() : 0),
    /** One look of the newsletter's clock (sweep, re-confirmations, the schedule), as its timer does. */
    newsletterTick: async () => clock?.tick(),
    /** Runs migrations and syncs until none is runnable (the CLIs); OCR jobs wait for the server. */
    drain: main.drain,
    drainOcr: ocr.drain,
    /** One sweep of hosted screenshots no screen points to (tests: `graceMs` 0 sweeps files of any age). */
    sweepScreenshots: (now?: Date, graceMs?: number) => screenshots.tick(now, graceMs),
    /** One look of the backup schedule (queues a backup when the last one is older than the setting). */
    backupTick: (now?: Date) => backups.tick(now),
    async stop() {
      backups.stop();
      await screenshots.stop();
      await clock?.stop();
      await Promise.all([main.stop(), ocr.stop(), mail?.stop()]);
      await tidying;
      mainChanges?.flush();
      textChanges?.flush();
      await recognizer.close();
    },
  };
}

export type JobRunner = Awaited<ReturnType<typeof createJobRunner>>;
