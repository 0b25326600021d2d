// The image tool (issue 11): bounds, the one-at-a-time queue, batches and progress, failures with
// reasons, cancellation and resumption, against the loopback Cloudinary stand-in and the local host.

import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudinaryImageHost } from '../../server/images/cloudinary-host.ts';
import type { ImageHost } from '../../server/images/host.ts';
import { createSourceReader } from '../../server/images/image-source.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { imageMigrationJob } from '../../server/jobs/image-migration.ts';
import { enqueue } from '../../server/queue/queue.ts';
import { createWorker } from '../../server/queue/worker.ts';
import { currentRequestId, runInRequest } from '../../server/runtime/request-scope.ts';
import { ensureAdminUser } from '../../server/services/platform/auth.ts';
import { startCloudinaryStandIn } from '../images/support/cloudinary-standin.ts';
import { png } from '../images/support/fixtures.ts';
import { makeTestCert } from '../images/support/tls.ts';
import { testDatabase } from '../support/db.ts';
import { seedFixture } from '../support/fixtures.ts';
import { startTestServer } from '../support/server.ts';

const CLOUD = 'vitrine-jobs';
const SECRET = 'jobs-secret';
let db: Awaited<ReturnType<typeof testDatabase>>;
let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;
let agent: Agent;
let cloud: CloudinaryImageHost;
let mediaDir: string;
let srv: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

const log = { info: () => {}, error: () => {} };
const readSource = () =>
  createSourceReader({ mediaDir, fetchRemote: async () => ({ bytes: Buffer.alloc(0) }), maxBytes: 5e6 });
const workerFor = (host: ImageHost, staleMs = 10_000) =>
  createWorker({
    db: db.prisma,
    log,
    pollMs: 20,
    staleMs,
    heartbeatMs: 50,
    handlers: { 'image-migration': imageMigrationJob({ db: db.prisma, host, readSource: readSource() }) },
  });

async function api(method: string, path: string, body?: unknown, server = srv) {
  const res = await fetch(server.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const migrate = (query: string) => api('POST', `/api/cloudinary/migrate?${query}`);
const job = async (id: number) => (await api('GET', `/api/jobs/${id}`)).body;
const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
const uploadsOf = (publicId: string) =>
  standIn.received.filter((r) => `${r.fields.folder}/${r.fields.public_id}` === publicId);

beforeAll(async () => {
  const tls = makeTestCert();
  standIn = await startCloudinaryStandIn(tls, CLOUD, SECRET);
  agent = new Agent({ ca: tls.cert });
  cloud = new CloudinaryImageHost({ url: `cloudinary://k:${SECRET}@${CLOUD}`, apiHost: standIn.origin }, { agent });
  mediaDir = join(mkdtempSync(join(tmpdir(), 'vitrine-migration-')), 'media');
  db = await testDatabase();
  await ensureAdminUser(db.prisma, 'admin', 'jobs password');
  await seedFixture(db.prisma);
  // Every fixture screen image exists on disk, as the demo's do; extra screens make batches.
  const local = new LocalImageHost(mediaDir);
  const app = await db.prisma.app.findFirstOrThrow({ where: { name: 'Caixa Tem' } });
  for (let i = 0; i < 12; i++) {
    await db.prisma.screen.create({
      data: {
        appId: app.id,
        airtableId: `recExtra${i}`,
        name: `Extra ${i}`,
        imageUrl: `/media/screens/extra-${i}.png`,
      },
    });
  }
  for (const s of await db.prisma.screen.findMany()) {
    const id = s.imageUrl.split('/').pop()?.replace('.png', '') as string;
    await local.upload({ kind: 'screens', id, source: await png(60, 100) });
  }
  srv = await startTestServer(db.prisma, mediaDir, { imageHost: cloud });
  const res = await fetch(`${srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'jobs password' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await srv?.close();
  await db?.close();
  agent?.destroy();
  await standIn?.close();
});

describe('starting a migration', () => {
  it('applies the defaults for non-numeric or zero entries and refuses values out of bounds', async () => {
    const started = await migrate('type=logos&maxRecords=abc&batchSize=0&delayBetweenBatches=');
    expect(started.status).toBe(202);
    expect(started.body.message).toMatch(/^Migration started/);
    expect(JSON.parse(JSON.stringify(started.body.job.params))).toEqual({
      type: 'logos',
      maxRecords: 100,
      batchSize: 10,
      delayBetweenBatches: 1000,
    });
    await api('POST', `/api/jobs/${started.body.jobId}/cancel`);
    expect((await job(started.body.jobId)).status).toBe('cancelled');
    const refusals = {
      'maxRecords=1001': 'Max Records must be a whole number from 1 to 1000',
      'batchSize=51': 'Batch Size must be a whole number from 1 to 50',
      'delayBetweenBatches=10001': 'Delay Between Batches (ms) must be a whole number from 0 to 10000',
      'maxRecords=2.5': 'Max Records must be a whole number from 1 to 1000',
      'type=videos': 'type must be one of screens, logos, categories',
    };
    for (const [query, message] of Object.entries(refusals)) {
      const res = await migrate(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses a second migration while one is queued, with a clear message', async () => {
    const first = await migrate('type=screens&maxRecords=1');
    const second = await migrate('type=logos');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `A migration is already queued (#${first.body.jobId}). Wait for it to finish or cancel it first.`,
    );
    await api('POST', `/api/jobs/${first.body.jobId}/cancel`);
    expect((await migrate('type=categories&maxRecords=1')).status).toBe(202);
    await api('POST', `/api/jobs/${(await api('GET', '/api/jobs?first=1')).body[0].id}/cancel`);
  });
});

describe('running a migration', () => {
  it('uploads in batches under deterministic ids, writes the hosted URLs and reports progress', async () => {
    const started = await migrate('type=screens&maxRecords=5&batchSize=2&delayBetweenBatches=1');
    await workerFor(cloud).drain();
    const done = await job(started.body.jobId);
    expect(done.status).toBe('succeeded');
    expect(done.progress).toMatchObject({
      total: 5,
      processed: 5,
      succeeded: 5,
      failed: 0,
      batches: 3,
      currentBatch: 3,
    });
    const migrated = await db.prisma.screen.findMany({
      where: { cloudinaryUrl: { not: null } },
      orderBy: { id: 'asc' },
    });
    expect(migrated).toHaveLength(5);
    for (const s of migrated) {
      expect(s.cloudinaryUrl).toMatch(
        new RegExp(`^https://res\\.cloudinary\\.com/${CLOUD}/image/upload/v\\d+/screens/${s.airtableId}\\.png$`),
      );
      expect(uploadsOf(`screens/${s.airtableId}`)).toHaveLength(1);
    }
    // The next run takes only what is still without a hosted URL.
    const rest = await migrate('type=screens&maxRecords=1000&batchSize=50&delayBetweenBatches=1');
    await workerFor(cloud).drain();
    const second = await job(rest.body.jobId);
    expect(second.progress).toMatchObject({ total: 15, processed: 15, succeeded: 15 });
    const all = await db.prisma.screen.findMany();
    expect(all.every((s) => s.cloudinaryUrl)).toBe(true);
    for (const s of all) expect(uploadsOf(`screens/${s.airtableId}`)).toHaveLength(1);
  });

  it('records each failure with its reason and goes on', async () => {
    const app = await db.prisma.app.findFirstOrThrow({ where: { name: 'Caixa Tem' } });
    await db.prisma.app.update({ where: { id: app.id }, data: { logo: '/media/logos/missing.png' } });
    const other = await db.prisma.app.findFirstOrThrow({ where: { name: 'Meu SUS Digital' } });
    await new LocalImageHost(mediaDir).upload({ kind: 'logos', id: 'meu-sus', source: await png(64, 64) });
    await db.prisma.app.update({ where: { id: other.id }, data: { logo: '/media/logos/meu-sus.png' } });
    const started = await migrate('type=logos&maxRecords=10&batchSize=1&delayBetweenBatches=1');
    await workerFor(cloud).drain();
    const done = await job(started.body.jobId);
    expect(done.progress).toMatchObject({ total: 2, processed: 2, succeeded: 1, failed: 1 });
    expect(done.failures).toEqual([expect.objectContaining({ key: String(app.id), ok: false, error: 'not found' })]);
    expect((await db.prisma.app.findUniqueOrThrow({ where: { id: other.id } })).cloudinaryLogo).toMatch(/logos\//);
  });
});

describe('cancelling and resuming', () => {
  beforeAll(async () => {
    await db.prisma.screen.updateMany({ data: { cloudinaryUrl: null } });
    standIn.received.length = 0;
  });

  it('a cancel stops a running migration at its next record, even during the delay', async () => {
    const started = await migrate('type=screens&maxRecords=10&batchSize=1&delayBetweenBatches=10000');
    const worker = workerFor(cloud);
    const running = worker.drain();
    await until(async () => (await job(started.body.jobId)).progress.processed >= 1, 'the first record');
    const cancelledAt = Date.now();
    expect((await api('POST', `/api/jobs/${started.body.jobId}/cancel`)).body.cancelRequested).toBe(true);
    await running;
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
    const done = await job(started.body.jobId);
    expect(done.status).toBe('cancelled');
    expect(done.progress.processed).toBe(1);
    expect(await db.prisma.screen.count({ where: { cloudinaryUrl: { not: null } } })).toBe(1);
  });

  it('a run cut short is taken over and finished without uploading a finished record twice', async () => {
    await db.prisma.screen.updateMany({ data: { cloudinaryUrl: null } });
    standIn.received.length = 0;
    const started = await migrate('type=screens&maxRecords=12&batchSize=3&delayBetweenBatches=1');
    const first = workerFor(cloud, 300);
    const running = first.drain();
    await until(async () => (await job(started.body.jobId)).progress.processed >= 4, 'four records');
    await first.stop(); // as if the process died: the job is left "running" with an old heartbeat
    await running;
    expect((await job(started.body.jobId)).status).toBe('running');
    await workerFor(cloud, 300).drain(); // nothing to claim until the heartbeat is stale…
    await until(async () => {
      await workerFor(cloud, 300).drain();
      return (await job(started.body.jobId)).status === 'succeeded';
    }, 'the takeover');
    const done = await job(started.body.jobId);
    expect(done.progress).toMatchObject({ total: 12, processed: 12, succeeded: 12 });
    const ids = standIn.received.map((r) => r.fields.public_id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });
});

describe('the local media store and the status card', () => {
  it('migrates into local storage when no provider is configured', async () => {
    const local = new LocalImageHost(mediaDir);
    const localSrv = await startTestServer(db.prisma, mediaDir, { imageHost: local });
    try {
      expect((await api('GET', '/api/cloudinary/status', undefined, localSrv)).body).toEqual({
        configured: true,
        success: true,
        cloudName: 'local',
        name: 'local',
      });
      await db.prisma.category.updateMany({ data: { cloudinaryIconUrl: null } });
      const cats = await db.prisma.category.findMany();
      for (const c of cats) {
        await local.upload({
          kind: 'categories',
          id: c.iconUrl?.split('/').pop()?.replace('.png', '') as string,
          source: await png(32, 32),
        });
      }
      const started = await api(
        'POST',
        '/api/cloudinary/migrate?type=categories&delayBetweenBatches=1',
        undefined,
        localSrv,
      );
      await workerFor(local).drain();
      expect((await job(started.body.jobId)).progress).toMatchObject({ succeeded: cats.length, failed: 0 });
      const icon = (await db.prisma.category.findFirstOrThrow({ where: { name: 'Saúde' } })).cloudinaryIconUrl;
      expect(icon).toMatch(/^\/media\/categories\/categories-\d+\.png$/);
      expect((await fetch(`${localSrv.base}${icon}`)).status).toBe(200);
    } finally {
      await localSrv.close();
    }
  });
});

describe('the worker', () => {
  it('runs jobs in its own async context, not in that of the request that woke it', async () => {
    // The enqueuing request's id would otherwise tag every later job's logs and errors.
    const seen: (string | undefined)[] = [];
    const worker = createWorker({
      db: db.prisma,
      log: { info: () => {}, error: () => {} },
      pollMs: 60_000,
      handlers: {
        'context-probe': async () => {
          seen.push(currentRequestId());
          return undefined;
        },
      },
    });
    worker.start();
    try {
      for (const [i, id] of ['req-1', 'req-2'].entries()) {
        await enqueue(db.prisma, { kind: 'context-probe', queue: 'context-probe', params: {} });
        runInRequest(id, () => worker.wake());
        // Each job has run before the next request wakes the worker.
        while (seen.length <= i) await new Promise((r) => setImmediate(r));
      }
    } finally {
      await worker.stop();
    }
    expect(seen).toEqual([undefined, undefined]);
  });
});
