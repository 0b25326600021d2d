// Taking a backup from one connection and loading one into an empty, migrated database. Both run their
// statements on a single connection in one transaction: the backup reads one repeatable-read snapshot
// (consistent while a PostgreSQL server keeps accepting writes), and the restore commits only after the
// rows read back from the target match the file's counts and checksums, so a failed restore leaves the
// target as empty as it was.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { type BackupFile, createBackupFile, type Header } from './backup-file.ts';
import { type ObjectHead, type ObjectManifest, remoteImages, writeManifest } from './backup-objects.ts';
import {
  insertRows,
  listTables,
  measure,
  RowSum,
  readRows,
  type Sql,
  schemaVersion,
  setSequences,
} from './backup-tables.ts';

export type Progress = (line: string) => void;
export type BackupOptions = {
  source: Header['source'];
  out: string;
  /** Local images (DATA_DIR/media); absent when the images live on S3 or Cloudinary. */
  mediaDir?: string;
  secret?: string;
  batch?: number;
  progress?: Progress;
  /** The caller holds the snapshot (PGlite in the server: its one session, held exclusively). */
  inTransaction?: boolean;
  /** Reads a table's rows (default: a cursor in the caller's snapshot; PGlite in the server: steps). */
  reader?: typeof readRows;
  /** Images on S3 or Cloudinary: list those the records point to (and check each bucket object with `head`). */
  objects?: { head?: ObjectHead };
};

const CHUNK = 512 * 1024;

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* walk(path);
    else if (e.isFile()) yield path;
  }
}

export async function takeBackup(sql: Sql, o: BackupOptions) {
  const say = o.progress ?? (() => {});
  const batch = o.batch ?? 2000;
  if (o.mediaDir && resolve(o.out).startsWith(resolve(o.mediaDir) + sep))
    throw new Error('The backup cannot be written inside the images directory (it would hold older backups).');
  if (!o.inTransaction) await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  let file: Awaited<ReturnType<typeof createBackupFile>> | undefined;
  try {
    const tables = await listTables(sql);
    const schema = await schemaVersion(sql);
    file = await createBackupFile(
      o.out,
      { format: 1, createdAt: new Date().toISOString(), source: o.source, schema },
      o.secret,
    );
    const sums: Record<string, { count: number; sum: string }> = {};
    for (const t of tables) {
      const sum = new RowSum();
      await file.line(JSON.stringify({ table: t.name, columns: t.columns, types: t.types }));
      const w = file;
      await (o.reader ?? readRows)(sql, t, batch, async (lines) => {
        for (const l of lines) {
          sum.add(l);
          await w.line(l);
        }
      });
      sums[t.name] = { count: sum.count, sum: sum.hex };
      if (sum.count) say(`${t.name}: ${sum.count} rows`);
    }
    // The addresses come from the same snapshot as the rows; the bucket is asked after it is released.
    const manifest: ObjectManifest | undefined = o.objects ? await remoteImages(sql) : undefined;
    if (!o.inTransaction) await sql.query('COMMIT');
    const sink = file;
    const objects = manifest && (await writeManifest(manifest, (l) => sink.line(l), o.objects?.head, say));
    const files = { count: 0, bytes: 0 };
    for (const path of o.mediaDir ? walk(o.mediaDir) : []) {
      await file.line(JSON.stringify({ file: relative(o.mediaDir as string, path) }));
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) {
        hash.update(chunk as Buffer);
        files.bytes += (chunk as Buffer).length;
        await file.line(JSON.stringify({ chunk: (chunk as Buffer).toString('base64') }));
      }
      await file.line(JSON.stringify({ fileEnd: hash.digest('hex') }));
      if (++files.count % 500 === 0) say(`images: ${files.count}`);
    }
    if (files.count) say(`images: ${files.count} (${files.bytes} bytes)`);
    return { ...(await file.finish({ tables: sums, files, objects })), schema };
  } catch (e) {
    if (!o.inTransaction) await sql.query('ROLLBACK').catch(() => {});
    file?.abort();
    throw e;
  }
}

export class RestoreError extends Error {}

/** Whether a directory of images is absent or holds no file. */
export const mediaEmpty = (dir: string) => walk(dir).next().done === true;

/**
 * Loads a checked backup file into a migrated database whose tables are empty (the caller checks), and
 * its images into `mediaDir` (absent or empty). Returns what was verified, per table.
 */
export async function loadBackup(
  sql: Sql,
  file: BackupFile,
  o: { mediaDir?: string; batch?: number; progress?: Progress },
) {
  const say = o.progress ?? (() => {});
  const tables = await listTables(sql);
  const target = await schemaVersion(sql);
  if (target.join() !== file.header.schema.join())
    throw new RestoreError(
      `The backup was made at schema version ${file.header.schema.at(-1) ?? 'none'}; this code is at ${target.at(-1) ?? 'none'}. ` +
        'Restore it with the version of Vitrine Pública that made it.',
    );
  const byName = new Map(tables.map((t) => [t.name, t]));
  const staging = o.mediaDir ? `${o.mediaDir}.restoring-${process.pid}` : undefined;
  if (staging) rmSync(staging, { recursive: true, force: true });
  await sql.query('BEGIN');
  try {
    // The rows already carry what the triggers would compute (search vectors, ranks, the change log).
    await sql.query('SET LOCAL session_replication_role = replica').catch((e: Error) => {
      throw new RestoreError(`The restore loads rows with triggers off, which needs a superuser role: ${e.message}`);
    });
    let table: (typeof tables)[number] | undefined;
    let rows: string[] = [];
    let size = 0;
    let loaded = 0;
    let image: { path: string; parts: Buffer[]; hash: ReturnType<typeof createHash> } | undefined;
    const flush = async () => {
      if (table) await insertRows(sql, table, rows);
      loaded += rows.length;
      rows = [];
      size = 0;
    };
    for await (const line of file.lines()) {
      if (line.startsWith('[')) {
        rows.push(line);
        size += line.length;
        if (rows.length >= (o.batch ?? 1000) || size > 4_000_000) await flush();
        continue;
      }
      const rec = JSON.parse(line) as {
        table?: string;
        columns?: string[];
        file?: string;
        chunk?: string;
        fileEnd?: string;
      };
      if (rec.table !== undefined) {
        await flush();
        if (table && loaded) say(`${table.name}: ${loaded} rows`);
        loaded = 0;
        table = byName.get(rec.table);
        if (!table || table.columns.join() !== rec.columns?.join())
          throw new RestoreError(`Table ${rec.table} of the backup does not match this schema's.`);
      } else if (rec.file !== undefined && staging) {
        const path = resolve(staging, rec.file);
        if (!path.startsWith(staging + sep))
          throw new RestoreError(`The backup names an image outside its folder: ${rec.file}`);
        image = { path, parts: [], hash: createHash('sha256') };
      } else if (rec.chunk !== undefined && image) {
        const b = Buffer.from(rec.chunk, 'base64');
        image.hash.update(b);
        image.parts.push(b);
      } else if (rec.fileEnd !== undefined && image) {
        if (image.hash.digest('hex') !== rec.fileEnd)
          throw new RestoreError(`Image ${image.path} does not match its checksum.`);
        mkdirSync(dirname(image.path), { recursive: true });
        writeFileSync(image.path, Buffer.concat(image.parts), { mode: 0o600 });
        image = undefined;
      }
    }
    await flush();
    if (table && loaded) say(`${table.name}: ${loaded} rows`);
    await setSequences(sql, tables);
    say('checking counts and checksums');
    const found = await measure(sql, tables, 2000);
    const wrong = tables.filter((t) => {
      const want = file.trailer.tables[t.name] ?? { count: 0, sum: new RowSum().hex };
      return found[t.name]?.count !== want.count || found[t.name]?.sum !== want.sum;
    });
    if (wrong.length)
      throw new RestoreError(`Restored rows differ from the backup's in ${wrong.map((t) => t.name).join(', ')}.`);
    if (staging && o.mediaDir) {
      rmSync(o.mediaDir, { recursive: true, force: true }); // absent or empty (checked by the caller)
      if (existsSync(staging)) renameSync(staging, o.mediaDir);
    }
    await sql.query('COMMIT');
    return found;
  } catch (e) {
    await sql.query('ROLLBACK').catch(() => {});
    if (staging) rmSync(staging, { recursive: true, force: true });
    throw e;
  }
}
