// npm run backup [-- --out FILE] — one file holding the whole catalogue: every table of the schema, read
// in one repeatable-read snapshot, and the images stored on this host (DATA_DIR/media). Written with
// owner-only permissions to DATA_DIR/backups unless told otherwise, encrypted when BACKUP_KEY is set.
// When a running server holds PGlite's directory (or --server is given) the server takes it, as a job.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { takeBackup } from '../server/db/backup.ts';
import { openSource } from '../server/db/backup-open.ts';
import { DataDirLockedError } from '../server/db/pglite.ts';
import { createS3Store } from '../server/images/s3-store.ts';
import { option, runCli, say, sizeText } from './backup-cli.ts';
import { backupThroughServer } from './backup-remote.ts';

runCli(async () => {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const remote = { server: option(args, 'server'), token: option(args, 'token') };
  if (remote.server) return void console.log(await backupThroughServer(config, remote));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(config.backups.dir, { recursive: true, mode: 0o700 });
  const out = resolve(option(args, 'out') ?? join(config.backups.dir, `vitrine-${stamp}.backup`));
  const started = Date.now();
  let source: Awaited<ReturnType<typeof openSource>>;
  try {
    source = await openSource(config);
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    say('a running server holds the embedded catalogue: asking it for the backup');
    return void console.log(await backupThroughServer(config, remote));
  }
  say(
    `backing up the ${source.kind === 'pglite' ? `embedded catalogue in ${config.dataDir}` : 'PostgreSQL database'} to ${out}`,
  );
  try {
    const remoteImages = config.s3 ? 'the S3 bucket' : config.cloudinary ? 'Cloudinary' : undefined;
    if (remoteImages)
      say(
        `images are on ${remoteImages}: not copied; the backup lists the ones the records point to (bucket objects checked)`,
      );
    const bucket = config.s3 ? createS3Store(config.s3, { timeoutMs: config.s3.timeoutMs }) : undefined;
    const { trailer, size, schema } = await takeBackup(source.sql, {
      source: source.kind,
      out,
      mediaDir: remoteImages ? undefined : config.mediaDir,
      secret: config.backups.key,
      progress: say,
      objects: remoteImages ? { head: bucket && ((key) => bucket.head(key)) } : undefined,
    });
    const missing = trailer.objects?.missing ?? [];
    if (missing.length)
      say(`${missing.length} image objects are missing from the bucket: ${missing.slice(0, 20).join(', ')}`);
    const rows = Object.values(trailer.tables).reduce((n, t) => n + t.count, 0);
    say(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizeText(size)}, ${rows} rows in ${Object.keys(trailer.tables).length} tables, ` +
        `${trailer.files.count} images, schema ${schema.at(-1)}${config.backups.key ? ', encrypted' : ''}`,
    );
    console.log(out);
  } finally {
    await source.close();
  }
});
