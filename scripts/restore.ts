// npm run restore -- FILE [--force] — loads a backup into an empty data directory (DATA_DIR) or an empty
// PostgreSQL database (DATABASE_URL): the file is checked whole first, the schema comes from the
// project's migrations, the rows are loaded table by table and committed only once their counts and
// checksums match the file's. --force erases a target that is not empty.
import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { loadBackup, mediaEmpty } from '../server/db/backup.ts';
import { openBackupFile } from '../server/db/backup-file.ts';
import { openTarget, redact } from '../server/db/backup-open.ts';
import { Refusal, runCli, say } from './backup-cli.ts';

runCli(async () => {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--'));
  if (!path) throw new Refusal('Usage: npm run restore -- FILE [--force]');
  const force = args.includes('--force');
  const config = loadConfig();
  say(`checking ${resolve(path)}`);
  const file = await openBackupFile(resolve(path), config.backups.key);
  const total = Object.values(file.trailer.tables).reduce((n, t) => n + t.count, 0);
  say(`backup of ${file.header.createdAt} (${file.header.source}): ${total} rows, ${file.trailer.files.count} images`);
  const localImages = !config.s3 && !config.cloudinary;
  if (localImages && file.trailer.files.count && !mediaEmpty(config.mediaDir) && !force)
    throw new Refusal(`${config.mediaDir} already holds images: give --force to replace them.`);
  const target = await openTarget({ ...config, force });
  say(`restoring into ${config.databaseUrl ? redact(config.databaseUrl) : config.dataDir}`);
  try {
    const found = await loadBackup(target.sql, file, {
      mediaDir: localImages ? config.mediaDir : undefined,
      progress: say,
    });
    for (const [name, t] of Object.entries(found)) if (t.count) say(`  ${name}: ${t.count} rows, checksum ${t.sum}`);
    say(`restored and verified: ${total} rows, ${file.trailer.files.count} images`);
  } finally {
    await target.close();
  }
});
