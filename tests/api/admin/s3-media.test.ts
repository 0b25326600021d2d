// Issue 33: images shared by every instance. With S3_BUCKET set, an admin's screen goes to the bucket
// (an S3 stand-in on 127.0.0.1 that checks Signature V4), is served by the site's own /media/s3 route
// with sized variants, read by OCR, and — on PostgreSQL — served as well by a second instance that
// never saw it on its disk. Moving in copies the local host's files to the bucket and rewrites their
// addresses, once: a second run sends nothing again.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMediaMove } from '../../../server/services/admin/image-tools.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { startS3StandIn } from '../../images/support/s3-standin.ts';
import { runScript } from '../../support/cli.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { adminToken } from '../../support/harness.ts';
import { startTestServer } from '../../support/server.ts';
import { picture } from '../support/readers.ts';

const BUCKET = 'vitrine-shared';
const KEYS = { S3_ACCESS_KEY_ID: 'AKIASHAREDTEST', S3_SECRET_ACCESS_KEY: 'shared/secret+key' };
const WORDS = 'comprovante xilogravura';
type Server = Awaited<ReturnType<typeof startTestServer>>;

let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let db: Awaited<ReturnType<typeof testDatabase>>;
let first: Server;
let second: Server | undefined;
let env: Record<string, string>;
let token = '';
const mediaA = mkdtempSync(join(tmpdir(), 'vitrine-s3-a-'));

beforeAll(async () => {
  standIn = await startS3StandIn({
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
    bucket: BUCKET,
  });
  env = { S3_BUCKET: BUCKET, S3_ENDPOINT: standIn.endpoint, S3_TIMEOUT_MS: '2000', ...KEYS };
  db = await testDatabase();
  await seedFixture(db.prisma);
  await ensureAdminUser(db.prisma, 'admin', 's3 media password');
  const database = db.url ? { ...db, url: db.url } : undefined;
  const recognizer = { recognize: async () => WORDS, close: async () => {} };
  first = await startTestServer(db.prisma, mediaA, { env, cache: {}, database, recognizer });
  // A second instance: its own disk, the same database and bucket (PGlite: one process per data directory).
  if (db.url)
    second = await startTestServer(db.prisma, mkdtempSync(join(tmpdir(), 'vitrine-s3-b-')), { env, database });
  token = await adminToken(first.base, 'admin', 's3 media password');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await db?.close();
  await standIn?.close();
});

const get = (srv: Server, path: string, headers: Record<string, string> = {}) =>
  fetch(`${srv.base}${path}`, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the S3 image host', () => {
  it('stores an admin’s screen in the bucket; every instance serves it, sized; OCR reads it', async () => {
    const res = await fetch(`${first.base}/api/screens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        appId: (await db.prisma.app.findFirstOrThrow()).id,
        name: 'Tela S3',
        imageUrl: 'https://images.example.org/s3.png',
        airtableId: 'rec-s3',
      }),
    });
    expect(res.status).toBe(201);
    const { cloudinaryUrl: address } = (await res.json()) as { cloudinaryUrl: string };
    expect(address).toMatch(/^\/media\/s3\/screens\/rec-s3-[0-9a-f]{12}\.png$/);
    const stored = standIn.objects.get(address.slice('/media/s3/'.length));
    expect(stored?.contentType).toBe('image/png');
    expect(standIn.requests.filter((r) => r.method === 'PUT').every((r) => r.signatureValid)).toBe(true);
    expect(existsSync(join(mediaA, 'screens')), 'nothing written to the instance’s disk').toBe(false);

    for (const srv of [first, second].filter((s) => s !== undefined)) {
      const original = await get(srv, address);
      expect(original.status).toBe(200);
      expect(original.headers.get('cache-control')).toContain('immutable');
      expect(await bytes(original)).toEqual(stored?.bytes);
      const again = await get(srv, address, { 'if-none-match': original.headers.get('etag') ?? '' });
      expect(again.status).toBe(304);
      const variant = await get(srv, `${address}?w=8&f=webp&q=80`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      const card = await get(srv, `/proxy-image?url=${encodeURIComponent(address)}&width=8`);
      expect(card.status).toBe(200);
    }
    await first.jobs.drainOcr();
    expect(await (await get(first, '/api/screens?search=xilogravura')).text()).toContain('Tela S3');
  });

  it('moves the local host’s images in once: addresses rewritten, bytes equal, a second run sends nothing', async () => {
    const screens = await db.prisma.screen.findMany({
      where: { imageUrl: { startsWith: '/media/screens/' } },
      orderBy: { id: 'asc' },
    });
    const [lost, ...kept] = screens;
    for (const s of kept) await picture(mediaA, s.imageUrl);
    for (const c of await db.prisma.category.findMany()) if (c.iconUrl) await picture(mediaA, c.iconUrl);
    const app = await db.prisma.app.findUniqueOrThrow({ where: { id: kept[0]?.appId } });
    const listed = async () => (await get(first, `/api/apps/${app.slug}/screens`)).text();
    await listed();
    expect(await listed()).toContain('"/media/screens/');

    const run = async () => {
      const job = await enqueueMediaMove({ db: db.prisma }, 'test');
      await first.jobs.drain();
      return db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    };
    const puts = () => standIn.requests.filter((r) => r.method === 'PUT').length;
    const putsBefore = puts();
    const done = await run();
    expect(done.status).toBe('succeeded');
    expect(done.progress).toMatchObject({ failed: 1, succeeded: kept.length + (await db.prisma.category.count()) });
    const after = await db.prisma.screen.findMany({ where: { id: { in: kept.map((s) => s.id) } } });
    for (const s of after) {
      expect(s.imageUrl).toMatch(/^\/media\/s3\/screens\/\d+-\d+\.png$/);
      const local = readFileSync(join(mediaA, s.imageUrl.replace('/media/s3/', '')));
      expect(standIn.objects.get(s.imageUrl.replace('/media/s3/', ''))?.bytes).toEqual(local);
    }
    const failed = await db.prisma.jobItem.findFirstOrThrow({ where: { jobId: done.id, ok: false } });
    expect(failed.error).toMatch(/missing or unreadable/);
    expect((await db.prisma.screen.findUniqueOrThrow({ where: { id: lost?.id } })).imageUrl).toBe(lost?.imageUrl);
    // The writer told the caches: the next public read shows the new addresses.
    await expect.poll(listed, { timeout: 5000 }).toContain('"/media/s3/screens/');
    if (second) expect((await get(second, after[0]?.imageUrl ?? '')).status).toBe(200);

    const movedPuts = puts() - putsBefore;
    const again = await run();
    expect(again.progress).toMatchObject({ total: 1, failed: 1 });
    expect(puts() - putsBefore, 'nothing sent again').toBe(movedPuts);
  });

  it('the CLI resumes nothing twice and says what failed (PostgreSQL: the server keeps running)', async (ctx) => {
    if (!db.url) return ctx.skip(); // PGlite: one process per data directory, the server holds it
    const out = await runScript('scripts/move-images-to-s3.ts', {
      ...process.env,
      ...env,
      DATABASE_URL: db.url,
      DATA_DIR: `${mediaA}-cli`,
      LOG_LEVEL: 'error',
    });
    expect(out.output).toMatch(/started move #\d+ to bucket vitrine-shared/);
    expect(out.output).toMatch(/succeeded: 0 moved, 1 failed/);
    expect(out.code).toBe(1);
  });

  it('says what is wrong: a missing object is 404, the status card names the bucket, a bucket down is 503', async () => {
    expect((await get(first, '/media/s3/screens/nothing-here.png')).status).toBe(404);
    const status = `{ imageHostStatus { name configured cloudName message } }`;
    expect((await first.gql(status, undefined, token)).body.data.imageHostStatus).toMatchObject({
      name: 's3',
      configured: true,
      cloudName: BUCKET,
    });
    await standIn.close();
    const down = await get(first, '/media/s3/screens/never-looked-up.png');
    expect(down.status).toBe(503);
    const card = (await first.gql(status, undefined, token)).body.data.imageHostStatus;
    expect(card).toMatchObject({ name: 's3', configured: false });
    expect(card.message).toMatch(/S3 bucket check failed: .*ECONNREFUSED/);
  });
});
