// The Airtable adapter's manners against the loopback stand-in: 429 waits, the per-base rate,
// dropped connections, the migrations' importing write-back; the sync's REST and GraphQL gates;
// the configuration of tables and field names.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAirtableClient } from '../../server/airtable/client.ts';
import { fieldMap } from '../../server/airtable/field-names.ts';
import { readApp } from '../../server/airtable/records.ts';
import { createThrottle } from '../../server/airtable/throttle.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { imageMigrationJob } from '../../server/jobs/image-migration.ts';
import { createWorker } from '../../server/queue/worker.ts';
import { createLogger } from '../../server/runtime/log.ts';
import { type SyncHarness, syncHarness } from './support/sync-harness.ts';

let h: SyncHarness;
const att = (name: string) => [
  { id: 'att0000000000000a', url: `https://v5.airtableusercontent.com/${name}.png`, filename: `${name}.png` },
];

beforeAll(async () => {
  h = await syncHarness({ requestsPerSecond: 5, rateLimitWaitMs: 400 });
  // `importing` exists in every table (PATCH refuses unknown field names) but holds nothing yet.
  for (const table of ['Categories', 'Apps', 'Screens']) h.standIn.table(table, ['importing']);
  for (const name of ['Saúde', 'Trabalho']) h.standIn.add('Categories', { Name: name, icon: att(name) });
  const apps = ['Um', 'Dois', 'Três'].map((n) => h.standIn.add('Apps', { Name: n, logo: att(n) }));
  apps.forEach((app, i) => {
    for (let j = 0; j < 3; j++)
      h.standIn.add('Screens', { Name: `Tela ${i}.${j}`, app: [app.id], images: att(`s${i}${j}`) });
  });
});
afterAll(() => h?.close());

/** The most requests the stand-in received within any window of `ms` (arrival times). */
function busiestWindow(ms: number): number {
  const times = h.standIn.requests.map((r) => r.at).sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while ((times[i] as number) - (times[j] as number) >= ms) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe(`Airtable limits (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('after a 429 the sync waits the configured time, then succeeds', async () => {
    h.standIn.rateLimitNext(2);
    const job = await h.runSync();
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect((job.progress as { counts: object }).counts).toMatchObject({ created: 2 + 3 + 9, failed: 0 });
    const log = h.standIn.requests;
    expect(log.slice(0, 3).map((r) => r.status)).toEqual([429, 429, 200]);
    expect((log[1] as { at: number }).at - (log[0] as { at: number }).at).toBeGreaterThanOrEqual(400);
    expect((log[2] as { at: number }).at - (log[1] as { at: number }).at).toBeGreaterThanOrEqual(400);
  });

  it('a base that keeps answering 429 fails the sync with a clear message after bounded attempts', async () => {
    h.standIn.rateLimitNext(1000);
    const job = await h.runSync();
    h.standIn.rateLimitNext(0);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(
      /Airtable listing Categories \(page 1\) failed: still rate limited \(429\) after 5 attempts/,
    );
  });

  it('never sends more than the configured requests per second to one base, whoever sends them', async () => {
    h.standIn.requests.length = 0;
    const client = createAirtableClient(h.config);
    const screens = h.standIn.table('Screens');
    const sync = h.runSync();
    // The migrations' importing writes share the base's budget with a running sync.
    await Promise.all(screens.slice(0, 9).map((s) => client.update('Screens', s.id, { importing: 'x' })));
    expect((await sync).status).toBe('succeeded');
    expect(h.standIn.requests.length).toBeGreaterThanOrEqual(12);
    expect(busiestWindow(1000)).toBeLessThanOrEqual(5);
  });

  it('spaces requests from when they were sent, so a stalled event loop cannot release a burst', async () => {
    const throttle = createThrottle(5);
    const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
    const sent: number[] = [];
    const all = Promise.all(
      Array.from({ length: 5 }, () => throttle.acquire(sleep).then(() => sent.push(performance.now()))),
    );
    await sleep(20);
    // A long synchronous stretch (PGlite work, a busy machine): three turns fall due meanwhile.
    const until = performance.now() + 700;
    while (performance.now() < until);
    await all;
    for (let i = 1; i < sent.length; i++) {
      expect((sent[i] as number) - (sent[i - 1] as number)).toBeGreaterThanOrEqual(throttle.intervalMs - 1);
    }
  });

  it('retries a dropped connection', async () => {
    h.standIn.dropNext(1);
    const client = createAirtableClient({ ...h.config, retryMs: 20 });
    expect(await client.listAll('Apps')).toHaveLength(3);
    expect(h.standIn.requests.slice(-2).map((r) => r.status)).toEqual([0, 200]);
  });

  it("the migrations write each hosted URL to the record's importing field", async () => {
    const db = h.db.prisma;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    const handler = imageMigrationJob({
      db,
      host: new LocalImageHost(h.mediaDir),
      readSource: async () => png,
      writeImporting: h.jobs.writeImporting,
    });
    const worker = createWorker({ db, handlers: { 'image-migration': handler }, log: createLogger('silent') });
    await worker.drain();
    const migrations = await h.migrations();
    expect(migrations.map((m) => [(m.params as { type: string }).type, m.status])).toEqual([
      ['screens', 'succeeded'],
      ['logos', 'succeeded'],
      ['categories', 'succeeded'],
    ]);
    expect(
      await db.jobItem.count({ where: { jobId: { in: migrations.map((m) => m.id) }, error: { not: null } } }),
    ).toBe(0);
    for (const s of await db.screen.findMany()) {
      expect(s.cloudinaryUrl).toMatch(/^\/media\/screens\//);
      expect(h.standIn.find('Screens', s.airtableId)?.fields.importing).toBe(s.cloudinaryUrl);
    }
    for (const a of await db.app.findMany())
      expect(h.standIn.find('Apps', a.airtableId!)?.fields.importing).toBe(a.cloudinaryLogo);
    for (const c of await db.category.findMany()) {
      expect(h.standIn.find('Categories', c.airtableId!)?.fields.importing).toBe(c.cloudinaryIconUrl);
    }
    // Read back by the next sync, the hosted URLs are what we already hold: nothing changes.
    const again = await h.runSync();
    expect((again.progress as { counts: object }).counts).toMatchObject({ updated: 0, unchanged: 14 });
  });

  it('REST and GraphQL start a sync only for an admin, only when configured, one at a time', async () => {
    const token = await h.login();
    expect((await h.call('POST', '/api/airtable/sync')).status).toBe(401);
    const bare = createApp({
      config: { env: 'test' },
      db: h.db.prisma,
      imageHost: new LocalImageHost(h.mediaDir),
      log: createLogger('silent'),
    });
    expect(await h.call('POST', '/api/airtable/sync', token, bare.handle)).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        reason: 'AIRTABLE_NOT_CONFIGURED',
        message: 'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID',
      },
    });
    const started = await h.call('POST', '/api/airtable/sync', token);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ jobId: expect.any(Number), job: { kind: 'airtable-sync', status: 'queued' } });
    const again = await h.call('POST', '/api/airtable/sync', token);
    expect(again).toMatchObject({ status: 409, body: { message: expect.stringContaining('already queued') } });

    const gql = async (query: string, auth?: string) => {
      const res = await h.app.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const mutation = 'mutation { startAirtableSync { __typename ... on ConflictError { message } } }';
    expect((await gql(mutation)).status).toBe(401);
    expect((await gql(mutation, token)).body.data.startAirtableSync).toMatchObject({ __typename: 'ConflictError' });
    expect((await gql('{ deletedRecords { airtableId } }', token)).body).toEqual({ data: { deletedRecords: [] } });
    const finished = await h.runSync();
    expect(finished.id).toBe(started.body.jobId);
    expect(finished.status).toBe('succeeded');
  });

  it('AIRTABLE_TABLES and AIRTABLE_FIELDS override the defaults, and bad values are configuration errors', () => {
    const env = { AIRTABLE_API_KEY: 'k', AIRTABLE_BASE_ID: 'b' };
    const config = loadConfig({
      ...env,
      AIRTABLE_TABLES: 'apps=Aplicativos',
      AIRTABLE_FIELDS: '{"apps":{"name":"Nome"}}',
    });
    expect(config.airtable).toMatchObject({
      tables: { apps: 'Aplicativos', screens: 'Screens', categories: 'Categories' },
      requestsPerSecond: 4,
      rateLimitWaitMs: 30_000,
    });
    const map = fieldMap(config.airtable?.fields);
    expect(readApp({ id: 'rec1', fields: { nome: 'Gov.br', name: 'ignored' } }, map)).toMatchObject({
      ok: true,
      row: { name: 'Gov.br' },
    });
    expect(readApp({ id: 'rec1', fields: { name: 'Only default' } }, map)).toMatchObject({ ok: false });
    expect(() => loadConfig({ AIRTABLE_FIELDS: '{"apps":{"nome":["x"]}}' })).toThrow(
      /AIRTABLE_FIELDS: unknown field "apps.nome"/,
    );
    expect(() => loadConfig({ AIRTABLE_FIELDS: 'nope' })).toThrow(/AIRTABLE_FIELDS: must be JSON/);
    expect(() => loadConfig({ AIRTABLE_TABLES: 'users=People' })).toThrow(
      /AIRTABLE_TABLES: expected entity=Table pairs/,
    );
    expect(() => loadConfig({ AIRTABLE_REQUESTS_PER_SECOND: '6' })).toThrow(/AIRTABLE_REQUESTS_PER_SECOND/);
  });
});
