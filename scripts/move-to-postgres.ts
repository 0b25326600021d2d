// npm run move-to-postgres -- postgres://… — moves the embedded catalogue (DATA_DIR) into an empty
// PostgreSQL database: a backup of the directory (kept in DATA_DIR/backups), then its restore on the
// server through the project's migrations, verified by counts and checksums. With S3 configured the local
// images (DATA_DIR/media) then move to the bucket by the same job as npm run images:move-to-s3, and the
// command checks no record still points to this disk; otherwise they stay where the site reads them.
// Stop the server first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compose } from '../server/compose.ts';
import { loadConfig } from '../server/config.ts';
import { loadBackup, takeBackup } from '../server/db/backup.ts';
import { openBackupFile } from '../server/db/backup-file.ts';
import { openSource, openTarget, redact } from '../server/db/backup-open.ts';
import { localRecords } from '../server/jobs/media-move.ts';
import { Refusal, runCli, say } from './backup-cli.ts';
import { moveImagesToBucket } from './move-images-run.ts';

/** The images on this disk to the bucket, through the target site's own media move; then none left here. */
async function imagesToBucket(url: string) {
  say(`moving the images in DATA_DIR/media to the S3 bucket`);
  const log = { info: () => {}, error: (m: string, e?: unknown) => say(`${m}: ${e instanceof Error ? e.message : e}`) };
  const root = await compose(loadConfig({ ...process.env, DATABASE_URL: url }), { distDir: null, log });
  try {
    const code = await moveImagesToBucket(root);
    const left = await localRecords(root.database.prisma);
    if (code || left.length)
      throw new Refusal(
        `The rows are on PostgreSQL, but ${left.length} records still point to images on this disk: run npm run images:move-to-s3 with DATABASE_URL='${url}' to finish.`,
      );
    say('images moved: every record points to the bucket');
  } finally {
    await root.close();
  }
}

runCli(async () => {
  const url = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Refusal('Usage: npm run move-to-postgres -- postgres://user@host:5432/database');
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  mkdirSync(config.backups.dir, { recursive: true, mode: 0o700 });
  const out = join(config.backups.dir, `move-to-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
  const source = await openSource({ dataDir: config.dataDir });
  try {
    // Checked before the copy: a busy target is refused without a backup made for nothing.
    await (await openTarget({ databaseUrl: url, dataDir: config.dataDir })).close();
    say(`copying the embedded catalogue in ${config.dataDir}`);
    await takeBackup(source.sql, { source: 'pglite', out, secret: config.backups.key, progress: say });
  } finally {
    await source.close();
  }
  const file = await openBackupFile(out, config.backups.key);
  const target = await openTarget({ databaseUrl: url, dataDir: config.dataDir });
  say(`loading into ${redact(url)}`);
  try {
    const found = await loadBackup(target.sql, file, { progress: say });
    const rows = Object.values(found).reduce((n, t) => n + t.count, 0);
    say(`moved and verified: ${rows} rows in ${Object.keys(found).length} tables (the backup stays at ${out})`);
  } finally {
    await target.close();
  }
  if (config.s3) await imagesToBucket(url);
  console.log(`Start the site on it with: DATABASE_URL='${url}' DATA_DIR='${config.dataDir}' npm start`);
});
