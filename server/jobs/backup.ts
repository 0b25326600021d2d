// The server's backup: the same file as npm run backup's, written to DATA_DIR/backups. PostgreSQL: a
// client of its own reads one repeatable-read snapshot while requests go on. PGlite: short steps on the
// shared connection (server/db/backup-steps.ts), taken again when a writer announced a change meanwhile.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { takeBackup } from '../db/backup.ts';
import { openSource } from '../db/backup-open.ts';
import { prismaSql, type StepStats, steppedReader } from '../db/backup-steps.ts';
import type { Database } from '../db/database.ts';
import type { JobHandler } from '../queue/worker.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';
import { type BackupBucket, BUCKET_BACKUPS, pruneBackups, pruneBucketBackups } from './backup-schedule.ts';

export type BackupJobDeps = {
  /** The configuration's parts it reads (server/config.ts), spelled here: jobs sit below the config. */
  config: {
    backups: { dir: string; key?: string; stepMs: number; keep: number; everyHours?: number };
    databaseUrl?: string;
    dataDir: string;
    mediaDir: string;
    s3?: unknown;
    cloudinary?: unknown;
  };
  database: Pick<Database, 'prisma' | 'kind'>;
  watch?: Pick<ChangeFeed, 'subscribe'>;
  /** With S3 configured: the bucket the backups go to (under backups/) and whose image objects are checked. */
  bucket?: BackupBucket;
};

const TRIES = 3;

export function backupJob(deps: BackupJobDeps): JobHandler {
  const { config } = deps;
  return async (run) => {
    mkdirSync(config.backups.dir, { recursive: true, mode: 0o700 });
    const out = join(config.backups.dir, `vitrine-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
    const remote = Boolean(config.s3 || config.cloudinary);
    let lines = 0;
    const { bucket } = deps;
    /** The file's last stop: the bucket (and the local copy removed) when one is configured; then pruning. */
    const keep = async (size: number, detail: string, objects?: { count: number; missing: string[] }) => {
      let where = out;
      let gone: string[];
      if (bucket) {
        const key = `${BUCKET_BACKUPS}${basename(out)}`;
        await bucket.putFile(key, out);
        rmSync(out, { force: true });
        where = `s3://${bucket.bucket}/${key}`;
        gone = await pruneBucketBackups(bucket, config.backups.keep);
      } else gone = pruneBackups(config.backups.dir, config.backups.keep);
      const missing = objects?.missing ?? [];
      const named = missing.length
        ? `; ${missing.length} image object${missing.length > 1 ? 's' : ''} missing from the bucket: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}`
        : '';
      const checked = objects?.count ? `, ${objects.count} image objects checked` : '';
      return `${where} (${size} bytes${detail}${checked}${gone.length ? `, ${gone.length} older removed` : ''}${named})`;
    };
    const base = {
      source: deps.database.kind,
      out,
      secret: config.backups.key,
      mediaDir: remote ? undefined : config.mediaDir,
      objects: remote ? { head: bucket ? (key: string) => bucket.head(key) : undefined } : undefined,
    };
    if (deps.database.kind === 'postgres' && config.databaseUrl) {
      const source = await openSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const progress = (message: string) => void run.progress({ processed: ++lines, message }).catch(() => {});
        const { size, trailer } = await takeBackup(source.sql, { ...base, progress });
        return { message: await keep(size, '', trailer.objects), bytes: size };
      } finally {
        await source.close();
      }
    }
    const db = deps.database.prisma;
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      let changed = false;
      const unsubscribe = deps.watch?.subscribe(() => {
        changed = true;
      });
      const stats: StepStats = { steps: 0, longestMs: 0 };
      let last = '';
      const between = async () => {
        if (changed) throw new CatalogueChanged();
        await run.progress({
          processed: stats.steps,
          message: `${last} (step ${stats.steps}, longest ${stats.longestMs} ms)`,
        });
      };
      try {
        const { size, trailer } = await takeBackup(prismaSql(db), {
          ...base,
          inTransaction: true,
          reader: steppedReader(db, config.backups.stepMs, stats, between),
          progress: (line) => {
            last = line;
          },
        });
        if (changed) throw new CatalogueChanged();
        const steps = `${stats.steps} steps of at most ${config.backups.stepMs} ms (longest ${stats.longestMs} ms)`;
        return { message: await keep(size, `, ${steps}`, trailer.objects), processed: stats.steps, bytes: size };
      } catch (e) {
        if (!(e instanceof CatalogueChanged) || attempt === TRIES) throw e;
      } finally {
        unsubscribe?.();
      }
    }
    throw new CatalogueChanged();
  };
}

class CatalogueChanged extends Error {
  constructor() {
    super(`the catalogue changed during ${TRIES} attempts at a backup; try again when it is quieter`);
  }
}
