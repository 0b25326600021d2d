// npm run sync:airtable — runs an Airtable sync and the image migrations it queues, in this process,
// with the same job runner the server uses, printing progress. Exit code 0 when all succeeded.
// With PGlite the server must not be running (one process per data directory); with DATABASE_URL
// a running server may take some of the jobs, and this script follows them all the same.
import { type Composed, compose } from '../server/compose.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { DataDirLockedError } from '../server/db/pglite.ts';
import type { Job } from '../server/generated/prisma/client.ts';
import { ACTIVE, type JobProgress } from '../server/queue/queue.ts';
import { queueSync } from '../server/services/admin/airtable-sync.ts';
import { translate } from '../server/services/platform/messages.ts';

const FINISHED = ['succeeded', 'failed', 'cancelled'];
const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));

function line(job: Job): string {
  const p = job.progress as JobProgress;
  const what = job.kind === 'image-migration' ? `migration ${(job.params as { type?: string }).type}` : 'sync';
  const counts = p.total !== undefined ? ` ${p.processed ?? 0}/${p.total}` : '';
  return `#${job.id} ${what} ${job.status}${counts}${p.message ? ` — ${p.message}` : ''}${job.error ? ` (${job.error})` : ''}`;
}

/** Polls the jobs, printing each change, until all of them are finished. */
async function follow(db: Database, ids: number[], printed: Map<number, string>): Promise<Job[]> {
  for (;;) {
    const jobs = await db.prisma.job.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    for (const job of jobs) {
      const text = line(job);
      if (printed.get(job.id) !== text) say(text);
      printed.set(job.id, text);
    }
    if (jobs.every((j) => FINISHED.includes(j.status))) return jobs;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Records that failed are not a failed run (the job succeeded), but the operator should see why. */
async function reportFailures(db: Database, jobs: Job[]) {
  for (const job of jobs) {
    const where = { jobId: job.id, ok: false };
    const [count, items] = await Promise.all([
      db.prisma.jobItem.count({ where }),
      db.prisma.jobItem.findMany({ where, orderBy: { id: 'asc' }, take: 5 }),
    ]);
    if (count === 0) continue;
    say(
      `#${job.id}: ${count} record(s) failed${count > items.length ? ` (first ${items.length}; GET /api/jobs/${job.id})` : ''}:`,
    );
    for (const item of items) say(`  ${item.key}: ${item.error}`);
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.airtable) {
    console.error(
      `${translate('en', 'AIRTABLE_NOT_CONFIGURED')} (and optionally AIRTABLE_ENDPOINT_URL, AIRTABLE_TABLES, AIRTABLE_FIELDS).`,
    );
    return 1;
  }
  const log = { info: (m: string) => say(m), error: (m: string, e?: unknown) => say(`${m}: ${describe(e)}`) };
  let root: Composed;
  try {
    // Built as the server is built: the sync and the migrations announce their changes the same way
    // (on PostgreSQL the database's change log reaches running servers).
    root = await compose(config, { distDir: null, log });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `${error.message}\nIs the server running? Stop it first (npm start), then run npm run sync:airtable again.`,
    );
    return 1;
  }
  const db = root.database as Database;
  const worker = root.jobs;
  const stop = async (code: number) => {
    await root.close();
    return code;
  };
  process.once('SIGINT', () => {
    say('interrupted: the job stays queued and resumes at the next run or server start');
    void stop(130).then((code) => process.exit(code));
  });
  try {
    const { job, created } = await queueSync(db.prisma, 'cli');
    say(created ? `queued Airtable sync #${job.id}` : `following the Airtable sync already ${job.status} (#${job.id})`);
    worker.start();
    const printed = new Map<number, string>();
    const [sync] = await follow(db, [job.id], printed);
    if (sync?.status !== 'succeeded') return stop(1);
    // Whatever migrations are pending now include the ones this sync queued.
    const migrations = await db.prisma.job.findMany({
      where: { kind: 'image-migration', OR: [{ id: { gt: job.id } }, { status: { in: ACTIVE } }] },
      select: { id: true },
    });
    const done = await follow(
      db,
      migrations.map((m) => m.id),
      printed,
    );
    await reportFailures(db, [sync, ...done]);
    const bad = done.filter((j) => j.status !== 'succeeded');
    say(bad.length ? `${bad.length} migration(s) did not succeed` : 'Airtable sync and image migrations finished');
    return stop(bad.length ? 1 : 0);
  } catch (error) {
    say(`failed: ${describe(error)}`);
    return stop(1);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  },
);
