// Fixtures for the migration kill test: the Cloudinary stand-in the child server must trust, screens
// whose images exist under DATA_DIR/media, and the database read back after the server stopped.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/database.ts';
import { startCloudinaryStandIn } from '../../images/support/cloudinary-standin.ts';
import { png } from '../../images/support/fixtures.ts';
import { makeTestCert } from '../../images/support/tls.ts';
import type { SuiteDatabase } from './child-server.ts';

const CLOUD = 'vitrine-kill';
const SECRET = 'kill-secret';

/** The stand-in on 127.0.0.1 and the environment that points a child server at it. */
export async function cloudinaryForChild() {
  const tls = makeTestCert();
  const standIn = await startCloudinaryStandIn(tls, CLOUD, SECRET);
  // NODE_EXTRA_CA_CERTS is read once at process start, so the child gets the certificate as a file.
  const certDir = mkdtempSync(join(tmpdir(), 'vitrine-kill-ca-'));
  const certFile = join(certDir, 'standin.pem');
  writeFileSync(certFile, tls.cert);
  return {
    standIn,
    env: {
      NODE_EXTRA_CA_CERTS: certFile,
      CLOUDINARY_URL: `cloudinary://key:${SECRET}@${CLOUD}`,
      CLOUDINARY_API_HOST: standIn.origin,
    },
    /** The URL the stand-in answers for this public id at this version. */
    urlFor: (publicId: string, version: number) =>
      `https://res.cloudinary.com/${CLOUD}/image/upload/v${version}/${publicId}.png`,
    async close() {
      await standIn.close();
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}

const open = (suite: SuiteDatabase) =>
  openDatabase(suite.databaseUrl ? { databaseUrl: suite.databaseUrl } : { dataDir: suite.dataDir });

/**
 * `count` screens over a few apps, each with its own PNG under DATA_DIR/media/screens. Call before the
 * first server start: PGlite allows one process per data directory.
 */
export async function seedScreens(suite: SuiteDatabase, count: number, apps = 4) {
  const dir = join(suite.dataDir, 'media', 'screens');
  mkdirSync(dir, { recursive: true });
  // Noise keeps the PNG from compressing away, so each upload takes a moment to send.
  const image = await png(160, 160, true);
  const database = await open(suite);
  try {
    const db = database.prisma;
    for (let a = 0; a < apps; a++) {
      const app = await db.app.create({ data: { name: `Kill App ${a}`, slug: `kill-app-${a}` } });
      const screens = Array.from({ length: Math.ceil(count / apps) }, (_, i) => a * Math.ceil(count / apps) + i)
        .filter((n) => n < count)
        .map((n) => ({
          appId: app.id,
          airtableId: `recKill${n}`,
          name: `Screen ${n}`,
          imageUrl: `/media/screens/kill-${n}.png`,
          // Words already read: a migrated screen queues no OCR job, whose CPU would blur the kill moments.
          ocrText: '',
        }));
      await db.screen.createMany({ data: screens });
      for (const s of screens) writeFileSync(join(dir, `kill-${s.airtableId.slice(7)}.png`), image);
    }
    return { imageBytes: image.length };
  } finally {
    await database.close();
  }
}

/** Screens, the job and its items, read directly once the server is stopped. */
export async function readOutcome(suite: SuiteDatabase, jobId: number) {
  const database = await open(suite);
  try {
    const db = database.prisma;
    return {
      screens: await db.screen.findMany({
        select: { id: true, airtableId: true, cloudinaryUrl: true },
        orderBy: { id: 'asc' },
      }),
      job: await db.job.findUniqueOrThrow({ where: { id: jobId } }),
      items: await db.jobItem.findMany({
        where: { jobId },
        select: { key: true, ok: true, error: true, createdAt: true },
      }),
    };
  } finally {
    await database.close();
  }
}
