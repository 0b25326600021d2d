// Moving in: every image the local host stored (/media/<kind>/<file>) is copied to the S3 bucket
// and the records' addresses rewritten to /media/s3/<kind>/<file>. Resumable (the record list is fixed
// at the first run, finished records are skipped) and idempotent (an object already holding the same
// bytes is not sent again; an address is rewritten only while it still holds the local value).
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readLocal, resolveMedia } from '../images/local-files.ts';
import { S3_MEDIA_PREFIX } from '../images/s3-host.ts';
import type { S3Store } from '../images/s3-store.ts';
import { CONTENT_TYPES, sniffRaster } from '../images/sniff.ts';
import type { JobProgress } from '../queue/queue.ts';
import type { JobHandler, JobRun } from '../queue/worker.ts';
import { appsChanged, type Change, type ChangeFeed } from '../services/platform/changes.ts';

export type MediaMoveDeps = {
  db: Db;
  store: S3Store;
  mediaDir: string;
  maxBytes: number;
  changes?: Pick<ChangeFeed, 'emit'>;
};

const LOCAL = /^\/media\/([^/?#]+)\/([^/?#]+)$/;
const TABLES = {
  screen: ['imageUrl', 'cloudinaryUrl'],
  app: ['logo', 'cloudinaryLogo'],
  category: ['iconUrl', 'cloudinaryIconUrl'],
} as const;
type Table = keyof typeof TABLES;
type Row = { id: number; appId?: number } & Record<string, unknown>;

const isLocal = (v: unknown): v is string => typeof v === 'string' && LOCAL.test(v) && !v.startsWith('/media/s3/');
const delegate = (db: Db, t: Table) =>
  db[t] as unknown as {
    findMany(a: object): Promise<Row[]>;
    findUnique(a: object): Promise<Row | null>;
    updateMany(a: object): Promise<{ count: number }>;
  };

/** `table:id` of every record with a local address, in a stable order. */
export async function localRecords(db: Db): Promise<string[]> {
  const keys: string[] = [];
  for (const [table, columns] of Object.entries(TABLES) as Array<[Table, readonly string[]]>) {
    const where = { OR: columns.map((c) => ({ [c]: { startsWith: '/media/', not: { startsWith: '/media/s3/' } } })) };
    const rows = await delegate(db, table).findMany({ where, select: { id: true }, orderBy: { id: 'asc' } });
    keys.push(...rows.map((r) => `${table}:${r.id}`));
  }
  return keys;
}

async function copyOne(deps: MediaMoveDeps, address: string): Promise<string> {
  const [, kind, file] = LOCAL.exec(address) ?? [];
  const key = `${kind}/${file}`;
  let bytes: Buffer;
  try {
    bytes = await readLocal(await resolveMedia(deps.mediaDir, address), deps.maxBytes);
  } catch {
    throw new Error(`the local file of ${address} is missing or unreadable`);
  }
  const type = sniffRaster(bytes);
  if (!type) throw new Error(`${address} is not a JPEG, PNG, WebP, AVIF or GIF image`);
  const md5 = `"${createHash('md5').update(bytes).digest('hex')}"`;
  const there = await deps.store.head(key);
  if (!there || there.etag !== md5 || there.size !== bytes.length)
    await deps.store.put(key, bytes, CONTENT_TYPES[type]);
  return `${S3_MEDIA_PREFIX}/${key}`;
}

/** Copies one record's local images and rewrites its addresses; what changed for readers, if anything. */
async function moveRecord(deps: MediaMoveDeps, table: Table, id: number): Promise<Change | null> {
  const row = await delegate(deps.db, table).findUnique({ where: { id } });
  if (!row) return null;
  const moved = new Map<string, string>();
  for (const column of TABLES[table]) {
    const value = row[column];
    if (isLocal(value) && !moved.has(value)) moved.set(value, await copyOne(deps, value));
  }
  let count = 0;
  for (const column of TABLES[table]) {
    const from = row[column];
    if (!isLocal(from)) continue;
    const where = { id, [column]: from };
    count += (await delegate(deps.db, table).updateMany({ where, data: { [column]: moved.get(from) } })).count;
  }
  if (!count) return null;
  return table === 'category' ? { kind: 'catalogue' } : appsChanged([table === 'app' ? id : (row.appId as number)]);
}

export function mediaMoveJob(deps: MediaMoveDeps): JobHandler {
  return async (run: JobRun) => {
    if (!Array.isArray(run.params.targets)) await run.saveParams({ targets: await localRecords(deps.db) });
    const targets = run.params.targets as string[];
    const done = await run.finished();
    const counts = { succeeded: [...done.values()].filter(Boolean).length, failed: 0 };
    counts.failed = done.size - counts.succeeded;
    const progress = (message?: string): JobProgress => ({
      total: targets.length,
      processed: counts.succeeded + counts.failed,
      ...counts,
      message,
    });
    await run.progress(progress());
    for (const target of targets.filter((t) => !done.has(t))) {
      if (run.cancelled()) break;
      const [table, id] = target.split(':') as [Table, string];
      try {
        const change = await moveRecord(deps, table, Number(id));
        await run.item(target, true);
        if (change) deps.changes?.emit(change);
        counts.succeeded++;
      } catch (error) {
        await run.item(target, false, error instanceof Error ? error.message : String(error));
        counts.failed++;
      }
      await run.progress(progress());
    }
    return progress(`${counts.succeeded} moved, ${counts.failed} failed`);
  };
}
