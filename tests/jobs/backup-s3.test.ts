// Issue 58 item 2, with S3 configured: the server's backup goes to the bucket under backups/ (no copy
// left on disk), the bucket keeps BACKUP_KEEP of them, and the file lists the image objects the records
// point to, each looked up: one missing from the bucket is named in the job's result, and the backup
// still succeeds (its rows are worth keeping). Both databases.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackupFile } from '../../server/db/backup-file.ts';
import { createS3Store } from '../../server/images/s3-store.ts';
import { backupJob } from '../../server/jobs/backup.ts';
import type { JobRun } from '../../server/queue/worker.ts';
import { startS3StandIn } from '../images/support/s3-standin.ts';
import { testDatabase } from '../support/db.ts';
import { seedFixture } from '../support/fixtures.ts';

const BUCKET = 'vitrine-backups';
const KEYS = { accessKeyId: 'AKIABACKUPTEST', secretAccessKey: 'backup/secret+key' };
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-backup-s3-'));
let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let db: Awaited<ReturnType<typeof testDatabase>>;
let store: ReturnType<typeof createS3Store>;

beforeAll(async () => {
  standIn = await startS3StandIn({ ...KEYS, bucket: BUCKET });
  store = createS3Store(
    { ...KEYS, bucket: BUCKET, endpoint: standIn.endpoint, region: 'us-east-1', forcePathStyle: true },
    { timeoutMs: 5000 },
  );
  db = await testDatabase();
  await seedFixture(db.prisma);
  const [a, b] = await db.prisma.screen.findMany({ orderBy: { id: 'asc' }, take: 2 });
  await db.prisma.screen.update({ where: { id: a?.id }, data: { imageUrl: '/media/s3/screens/kept.png' } });
  await db.prisma.screen.update({ where: { id: b?.id }, data: { imageUrl: '/media/s3/screens/lost.png' } });
  await store.put('screens/kept.png', Buffer.from('a picture'), 'image/png');
});
afterAll(async () => {
  await db?.close();
  await standIn?.close();
});

const run = () =>
  ({
    params: {},
    progress: async () => {},
    cancelled: () => false,
  }) as unknown as JobRun;

describe('a backup with S3 configured', () => {
  it('goes to the bucket under backups/, names a missing image object, and keeps BACKUP_KEEP there', async () => {
    const job = backupJob({
      config: {
        backups: { dir: join(dataDir, 'backups'), stepMs: 50, keep: 2 },
        databaseUrl: db.url,
        dataDir,
        mediaDir: join(dataDir, 'media'),
        s3: {},
      },
      database: db,
      bucket: store,
    });
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await job(run());
      messages.push(result?.message ?? '');
      await new Promise((r) => setTimeout(r, 15)); // distinct names (they carry the time)
    }
    expect(messages[0]).toMatch(/^s3:\/\/vitrine-backups\/backups\/vitrine-.*\.backup \(\d+ bytes/);
    expect(messages[0]).toContain('2 image objects checked');
    expect(messages[0]).toContain('1 image object missing from the bucket: screens/lost.png');
    expect(messages[2]).toContain('1 older removed');
    const kept = [...standIn.objects.keys()].filter((k) => k.includes('backups/')).sort();
    expect(kept).toHaveLength(2);
    // Nothing stays on this disk: the bucket holds the backups.
    const dir = join(dataDir, 'backups');
    expect(existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.backup')) : []).toEqual([]);

    // The newest one is a whole backup: its manifest says which object was there and which was not.
    const newest = /backups\/vitrine-\S+\.backup/.exec(messages[2] ?? '')?.[0] as string;
    const object = [...standIn.objects.entries()].find(([k]) => k.endsWith(newest))?.[1];
    expect(object).toBeDefined();
    const copy = join(dataDir, 'copy.backup');
    writeFileSync(copy, object?.bytes as Buffer);
    const file = await openBackupFile(copy);
    expect(file.trailer.objects).toMatchObject({ count: 2, missing: ['screens/lost.png'] });
    expect(file.trailer.tables.Screen?.count).toBe(await db.prisma.screen.count());
    const manifest: unknown[] = [];
    for await (const line of file.lines()) if (line.startsWith('{"object"')) manifest.push(JSON.parse(line));
    expect(manifest).toEqual([
      { object: 'screens/kept.png', size: 9, etag: expect.any(String) },
      { object: 'screens/lost.png', missing: true },
    ]);
  });
});
