// Issue 58 item 4 with S3 configured: move-to-postgres copies the rows to the PostgreSQL database, then
// the images on this disk to the bucket (the media move's job, run on the new site), checks that no
// record points to the disk any more, and prints the one line that starts the site.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { startS3StandIn } from '../images/support/s3-standin.ts';
import { runScript } from '../support/cli.ts';
import { seedFixture } from '../support/fixtures.ts';

const serverUrl = process.env.DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-move-s3-'));
const name = `vitrine_mv_${randomBytes(4).toString('hex')}`;
const KEYS = { accessKeyId: 'AKIAMOVETEST', secretAccessKey: 'move/secret+key' };
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!serverUrl) return;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
});

describe('move-to-postgres with S3 configured', () => {
  it.skipIf(!serverUrl)(
    'moves the rows to PostgreSQL and the images on this disk to the bucket',
    async () => {
      const standIn = await startS3StandIn({ ...KEYS, bucket: 'vitrine-move' });
      try {
        const dataDir = join(dir, 'data');
        const source = await openDatabase({ dataDir });
        const picture = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#a36' } })
          .png()
          .toBuffer();
        let screenId: number;
        try {
          await seedFixture(source.prisma);
          // The fixture's addresses name files it never wrote: only the one written below is on this disk.
          await source.prisma.screen.updateMany({ data: { imageUrl: 'https://example.org/elsewhere.png' } });
          await source.prisma.category.updateMany({ data: { iconUrl: null } });
          await source.prisma.app.updateMany({ data: { logo: null } });
          const screen = await source.prisma.screen.findFirstOrThrow({ orderBy: { id: 'asc' } });
          screenId = screen.id;
          await source.prisma.screen.update({
            where: { id: screenId },
            data: { imageUrl: '/media/screens/moved.png' },
          });
        } finally {
          await source.close();
        }
        mkdirSync(join(dataDir, 'media', 'screens'), { recursive: true });
        writeFileSync(join(dataDir, 'media', 'screens', 'moved.png'), picture);
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(serverUrl as string);
        url.pathname = `/${name}`;
        const env = {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          S3_BUCKET: 'vitrine-move',
          S3_ENDPOINT: standIn.endpoint,
          S3_ACCESS_KEY_ID: KEYS.accessKeyId,
          S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
        };
        const run = await runScript('scripts/move-to-postgres.ts', env, [url.toString()]);
        expect(run.output).toContain('images moved: every record points to the bucket');
        expect(run.output).toContain(`DATABASE_URL='${url}'`);
        expect(run.code).toBe(0);
        expect(standIn.objects.get('screens/moved.png')?.bytes.equals(picture)).toBe(true);
        const target = await openDatabase({ databaseUrl: url.toString() });
        try {
          const moved = await target.prisma.screen.findUniqueOrThrow({ where: { id: screenId } });
          expect(moved.imageUrl).toBe('/media/s3/screens/moved.png');
          expect(await target.prisma.screen.count({ where: { imageUrl: { startsWith: '/media/screens/' } } })).toBe(0);
        } finally {
          await target.close();
        }
      } finally {
        await standIn.close();
      }
    },
    240_000,
  );
});
