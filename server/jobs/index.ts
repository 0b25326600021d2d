// The jobs this app runs, wired to their dependencies: one worker per process, started by the
// server and by the CLI. Handlers are looked up by the job's kind.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ImageHost } from '../images/host.ts';
import { createImageReader } from '../images/public-fetch.ts';
import type { Logger } from '../log.ts';
import { createRecognizer } from '../ocr/recognizer.ts';
import { airtableJobs } from './airtable-sync.ts';
import { type ImportingWriter, imageMigrationJob } from './image-migration.ts';
import { ocrJob } from './ocr.ts';
import { requeueOrphans } from './queue.ts';
import { createWorker, type JobHandler } from './worker.ts';

export type JobDeps = {
  config: Pick<Config, 'mediaDir' | 'proxyAllowedHosts' | 'jobs' | 'airtable' | 'publicUrl'>;
  database: Pick<Database, 'prisma' | 'kind'>;
  imageHost: ImageHost;
  log: Pick<Logger, 'info' | 'error'>;
  /** Airtable's `importing` field writer, when a base is configured. */
  writeImporting?: ImportingWriter;
  /** More handlers (the Airtable sync), by kind. */
  extra?: Record<string, JobHandler>;
  /** Called when a job changed the public catalogue (the sync), so cached pages are dropped. */
  onChange?: () => void;
};

export async function createJobRunner(deps: JobDeps) {
  const db = deps.database.prisma;
  const readSource = createImageReader({
    mediaDir: deps.config.mediaDir,
    allowedHosts: deps.config.proxyAllowedHosts,
    publicOrigin: deps.config.publicUrl,
  });
  // PGlite has one process per data directory: whatever was running died with the previous one.
  if (deps.database.kind === 'pglite') await requeueOrphans(db);
  const airtable = deps.config.airtable ? airtableJobs(deps.config.airtable, db, deps.onChange) : undefined;
  const writeImporting = deps.writeImporting ?? airtable?.writeImporting;
  const options = { db, log: deps.log, pollMs: deps.config.jobs.pollMs, staleMs: deps.config.jobs.staleMs };
  const main = createWorker({
    ...options,
    handlers: {
      'image-migration': imageMigrationJob({ db, host: deps.imageHost, readSource, writeImporting }),
      ...airtable?.handlers,
      ...deps.extra,
    },
  });
  // OCR has its own worker: a long migration or sync never holds up the words of a new screen.
  const recognizer = createRecognizer();
  const ocr = createWorker({ ...options, handlers: { ocr: ocrJob({ db, readSource, recognizer }) } });
  return {
    start() {
      main.start();
      ocr.start();
    },
    wake() {
      main.wake();
      ocr.wake();
    },
    /** Runs migrations and syncs until none is runnable (the CLIs); OCR jobs wait for the server. */
    drain: main.drain,
    drainOcr: ocr.drain,
    async stop() {
      await Promise.all([main.stop(), ocr.stop()]);
      await recognizer.close();
    },
  };
}

export type JobRunner = Awaited<ReturnType<typeof createJobRunner>>;
