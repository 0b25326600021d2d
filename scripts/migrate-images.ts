// npm run images:migrate — the admin page's image migration from a terminal: the same bounds and
// refusals (server/services/admin/image-tools.ts), the same job runner as the server, one line per batch.
// Exit code 0 when the job succeeded with no failed record, 1 otherwise. With PGlite the server must
// not be running (one process per data directory); with DATABASE_URL a running server may take the
// job over, and this script follows it all the same.
import { parseArgs } from 'node:util';
import { type Composed, compose } from '../server/compose.ts';
import { type Config, loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { DataDirLockedError } from '../server/db/pglite.ts';
import type { Job } from '../server/generated/prisma/client.ts';
import { type JobProgress, requestCancel, requeueOrphans } from '../server/queue/queue.ts';
import { enqueueMigration, parseMigration } from '../server/services/admin/image-tools.ts';
import { DomainError } from '../server/services/platform/errors.ts';
import { MIGRATION_QUEUE, type MigrationParams } from '../server/services/platform/job-contracts.ts';

const USAGE = `usage: npm run images:migrate -- [--type screens|logos|categories] [--max N] [--batch N] [--delay MS]
       npm run images:migrate -- --status [jobId]
       npm run images:migrate -- --cancel <jobId>`;
const LOCKED =
  'The server is running on this DATA_DIR: start the migration from /admin/cloudinary instead, or stop the server.';
const FINISHED = ['succeeded', 'failed', 'cancelled'];
// Shorter than the default delay between batches, so the pause after each batch is always seen.
const POLL_MS = 100;

/** A refusal to print as is (no stack): bad arguments, unknown job, locked directory. */
class Refusal extends Error {}

const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));
const eta = (s: number | null | undefined) =>
  s === null || s === undefined ? '?' : s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;

function progressLine(p: JobProgress, withEta = true) {
  const line = `${p.processed ?? 0}/${p.total ?? '?'} processed, ${p.succeeded ?? 0} succeeded, ${p.failed ?? 0} failed, batch ${p.currentBatch ?? 0}/${p.batches ?? 0}`;
  return withEta ? `${line}, ETA ${eta(p.etaSeconds)}` : line;
}

function jobLine(job: Job) {
  const p = job.progress as JobProgress;
  const when = job.createdAt.toISOString().slice(0, 19).replace('T', ' ');
  const type = (job.params as Partial<MigrationParams>).type ?? '?';
  return `#${job.id} ${type} ${job.status}: ${progressLine(p, !FINISHED.includes(job.status))} (created ${when} UTC by ${job.createdBy ?? '?'})${job.error ? ` — ${job.error}` : ''}`;
}

function jobId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new Refusal(`not a job id: ${raw}\n${USAGE}`);
  return id;
}

async function printFailures(database: Database, job: Job, take = 50) {
  const failures = await database.prisma.jobItem.findMany({
    where: { jobId: job.id, ok: false },
    orderBy: { id: 'asc' },
    take,
  });
  const type = (job.params as Partial<MigrationParams>).type ?? 'record';
  for (const f of failures) console.log(`  ${type} #${f.key}: ${f.error ?? 'failed'}`);
}

async function status(database: Database, raw: string | undefined) {
  const db = database.prisma;
  if (raw !== undefined) {
    const job = await db.job.findFirst({ where: { id: jobId(raw), queue: MIGRATION_QUEUE } });
    if (!job) throw new Refusal(`No image migration #${raw}.`);
    console.log(jobLine(job));
    await printFailures(database, job);
    return 0;
  }
  const jobs = await db.job.findMany({ where: { queue: MIGRATION_QUEUE }, orderBy: { id: 'desc' }, take: 10 });
  if (!jobs.length) console.log('No image migration yet.');
  for (const job of jobs) console.log(jobLine(job));
  return 0;
}

async function cancel(database: Database, raw: string) {
  const id = jobId(raw);
  // Nothing else runs on a PGlite directory this process holds: a "running" job there died with its process.
  if (database.kind === 'pglite') await requeueOrphans(database.prisma);
  const before = await database.prisma.job.findFirst({ where: { id, queue: MIGRATION_QUEUE } });
  if (!before) throw new Refusal(`No image migration #${id}.`);
  if (FINISHED.includes(before.status)) throw new Refusal(`Migration #${id} already ${before.status}.`);
  const job = await requestCancel(database.prisma, id);
  say(
    job?.status === 'cancelled'
      ? `migration #${id} cancelled`
      : `cancel requested: migration #${id} stops after its current record`,
  );
  return 0;
}

/** Polls the job, printing its progress once per batch (at the pause that ends it), until it ends. */
async function follow(database: Database, id: number, batchSize: number, onPoll: () => void): Promise<Job> {
  let printed = 0;
  for (;;) {
    onPoll();
    const job = await database.prisma.job.findUniqueOrThrow({ where: { id } });
    const p = job.progress as JobProgress;
    const batch = p.currentBatch ?? 0;
    const end = Math.min(batch * batchSize, p.total ?? 0);
    const atEnd = p.total !== undefined && (p.processed ?? 0) >= end;
    if (batch > printed && (atEnd || FINISHED.includes(job.status))) {
      say(progressLine(p));
      printed = batch;
    }
    if (FINISHED.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function migrate(root: Composed, params: MigrationParams) {
  const { imageHost, jobs: worker } = root;
  const database = root.database as Database;
  const queued = await enqueueMigration({ db: database.prisma, imageHost }, params, 'cli');
  say(
    `migration #${queued.id}: ${params.type}, at most ${params.maxRecords} records, batches of ${params.batchSize}, ${params.delayBetweenBatches} ms apart, to ${imageHost.name}`,
  );
  // drain, not start: this process runs migrations (and syncs queued before them), never OCR jobs, which wait
  // for the server. Kicked at every poll, so a job left behind by a dead worker (PostgreSQL) is taken over.
  let draining: Promise<unknown> | null = null;
  const kick = () => {
    draining ??= worker
      .drain()
      .catch((error: unknown) => say(`job worker: ${describe(error)}`))
      .finally(() => {
        draining = null;
      });
  };
  const stop = async () => {
    await worker.stop();
    await draining;
  };
  process.once('SIGINT', () => {
    say(
      `interrupted: migration #${queued.id} resumes when the server starts (or: npm run images:migrate -- --cancel ${queued.id})`,
    );
    void stop().then(() => root.close().finally(() => process.exit(130)));
  });
  const job = await follow(database, queued.id, params.batchSize, kick);
  await stop();
  const p = job.progress as JobProgress;
  say(
    `migration #${job.id} ${job.status}: ${p.message ?? progressLine(p, false)}${job.error ? ` — ${job.error}` : ''}`,
  );
  await printFailures(database, job);
  return job.status === 'succeeded' && !p.failed ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      max: { type: 'string' },
      batch: { type: 'string' },
      delay: { type: 'string' },
      status: { type: 'boolean' },
      cancel: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length > (values.status ? 1 : 0)) throw new Refusal(`unexpected: ${positionals.join(' ')}\n${USAGE}`);
  // Bounds first: a mistyped option is refused before the database is opened.
  const params =
    values.status || values.cancel !== undefined
      ? undefined
      : parseMigration({
          type: values.type,
          maxRecords: values.max,
          batchSize: values.batch,
          delayBetweenBatches: values.delay,
        });
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new Refusal(describe(error));
  }
  let root: Composed;
  const log = { info: () => {}, error: (m: string, e?: unknown) => say(`${m}: ${describe(e)}`) };
  try {
    // Built as the server is built: the jobs it runs announce their changes the same way (on
    // PostgreSQL the database's change log reaches running servers).
    root = await compose(config, { distDir: null, log });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new Refusal(`${LOCKED}\n(${error.message})`);
    throw error;
  }
  const database = root.database as Database;
  try {
    if (values.status) return await status(database, positionals[0]);
    if (values.cancel !== undefined) return await cancel(database, values.cancel);
    return await migrate(root, params as MigrationParams);
  } finally {
    await root.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Refusals (bounds, one at a time, locked directory, configuration) are messages, not crashes.
    const badArgs = String((error as { code?: unknown })?.code).startsWith('ERR_PARSE_ARGS');
    const known = badArgs || error instanceof Refusal || error instanceof DomainError;
    console.error(known ? `${describe(error)}${badArgs ? `\n${USAGE}` : ''}` : error);
    process.exit(1);
  },
);
