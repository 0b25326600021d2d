// Scheduled backups: every few minutes each process with jobs looks whether the last backup asked for is
// older than BACKUP_EVERY_HOURS and, if so, queues one (the queue's lock keeps it to one across
// instances). Old files are pruned by the job itself, once its new file is complete.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import type { S3Store } from '../images/s3-store.ts';
import type { Logger } from '../runtime/log.ts';
import { queueBackup } from '../services/admin/backups.ts';
import { BACKUP_KIND } from '../services/platform/job-contracts.ts';

const CHECK_MS = 10 * 60 * 1000;
/** The privacy pages promise no backup is kept longer than this, whatever BACKUP_KEEP says. */
export const BACKUP_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Keeps the `keep` newest backups (none older than 30 days); returns the names it removed. */
export function pruneBackups(dir: string, keep: number, now = new Date()) {
  const files = readdirSync(dir)
    .filter((n) => /^vitrine-.*\.backup$/.test(n))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  // The copy move-to-postgres leaves behind holds the same personal data: the 30 days apply to it too.
  const moves = readdirSync(dir)
    .filter((n) => /^move-to-postgres-.*\.backup$/.test(n))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .filter((f) => now.getTime() - f.at > BACKUP_MAX_AGE_MS);
  const gone = [...files.filter((f, i) => i >= keep || now.getTime() - f.at > BACKUP_MAX_AGE_MS), ...moves];
  for (const f of gone) rmSync(join(dir, f.name), { force: true });
  return gone.map((f) => f.name);
}

/** The bucket's side of a backup: the prefix its files go under, and what keeping them needs. */
export const BUCKET_BACKUPS = 'backups/';
export type BackupBucket = Pick<S3Store, 'bucket' | 'putFile' | 'list' | 'remove' | 'head'>;

/** The same keeping rule in the bucket: the `keep` newest under backups/, none older than 30 days. */
export async function pruneBucketBackups(bucket: BackupBucket, keep: number, now = new Date()) {
  const files = (await bucket.list(BUCKET_BACKUPS, 100_000))
    .filter((o) => /^backups\/vitrine-.*\.backup$/.test(o.key))
    .sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
  const gone = files.filter((f, i) => i >= keep || now.getTime() - f.lastModified.getTime() > BACKUP_MAX_AGE_MS);
  for (const f of gone) await bucket.remove(f.key);
  return gone.map((f) => f.key);
}

export function backupClock(deps: {
  db: Db;
  everyHours: number;
  log: Pick<Logger, 'info' | 'error'>;
  wake: () => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  const tick = async (now = new Date()) => {
    if (!deps.everyHours) return null;
    const last = await deps.db.job.findFirst({ where: { kind: BACKUP_KIND }, orderBy: { createdAt: 'desc' } });
    if (last && now.getTime() - last.createdAt.getTime() < deps.everyHours * 3_600_000) return null;
    const { job, created } = await queueBackup(deps.db, 'schedule');
    if (created) deps.wake();
    return job;
  };
  const run = () => void tick().catch((e) => deps.log.error('scheduling a backup failed', e));
  return {
    tick,
    // No look at start: a process that restarts often would otherwise take a backup each time.
    start() {
      if (!deps.everyHours) return;
      timer = setInterval(run, CHECK_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
