// Every writer reaches every reader: after each kind of write (REST, GraphQL, an approved visitor's
// request, the image migration job, the OCR job, the Airtable sync, subscribe, unsubscribe) the very next public read — REST, GraphQL
// over GET and the HTML page, all through the edge cache — shows it. This server has no change bus
// (no database URL), so on both databases only the writers' own announcements can make these pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { queueOcr } from '../../../server/services/platform/job-contracts.ts';
import { startAirtableStandIn } from '../../jobs/support/airtable-standin.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { testMediaDir } from '../../support/media.ts';
import { confirmByLink } from '../../support/newsletter.ts';
import { startTestServer } from '../../support/server.ts';
import { appRequest, CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';
import { pageStandIn, picture, readers } from '../support/readers.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
let airtable: Awaited<ReturnType<typeof startAirtableStandIn>>;
let token = '';
let read: ReturnType<typeof readers>;
const dist = pageStandIn();
// What the stand-in recognizer reads; the OCR test changes it (earlier writers queue OCR jobs too).
let words = 'palavras antigas';

beforeAll(async () => {
  db = await testDatabase();
  await seedFixture(db.prisma);
  await ensureAdminUser(db.prisma, 'admin', 'writer password');
  airtable = await startAirtableStandIn({ apiKey: 'patWriters.secret', baseId: 'appWritersBase01' });
  const media = testMediaDir();
  // The migration and OCR read the screens' own /media files.
  for (const s of await db.prisma.screen.findMany()) await picture(media, s.imageUrl);
  srv = await startTestServer(db.prisma, media, {
    cache: {},
    distDir: dist.dir,
    recognizer: { recognize: async () => words, close: async () => {} },
    env: {
      ...CHEAP_POW,
      JOB_CHANGES_EVERY_MS: '600000', // after the first, only the flush when a queue is empty announces
      AIRTABLE_API_KEY: 'patWriters.secret',
      AIRTABLE_BASE_ID: 'appWritersBase01',
      AIRTABLE_ENDPOINT_URL: airtable.origin,
    },
  });
  read = readers(srv.base);
  const res = await fetch(`${srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'writer password' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await srv?.close();
  await airtable?.close();
  await db?.close();
  dist.remove();
});

const admin = (method: string, path: string, body?: unknown) =>
  fetch(`${srv.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Table pages an index-only read of one word's postings visits: 0 when all-visible, -1 when not index-only at all. */
async function postingHeapFetches() {
  const [, rows] = await db.prisma.$transaction([
    db.prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
    db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
      `EXPLAIN (ANALYZE, FORMAT JSON) SELECT "screenId", weight FROM "SearchPosting" WHERE term >= 'xilofon' AND term < 'xilofoo'`,
    ),
  ]);
  type Node = { 'Node Type': string; 'Heap Fetches'?: number; Plans?: Node[] };
  const cell = rows[0]?.['QUERY PLAN'];
  const plan = ((typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: Node }[])[0]?.Plan;
  const find = (n?: Node): Node | undefined =>
    n?.['Node Type'] === 'Index Only Scan' ? n : n?.Plans?.map(find).find(Boolean);
  return find(plan)?.['Heap Fetches'] ?? -1;
}

/** Runs the queued jobs in this process (the server's worker is not started) until `id` is finished. */
async function finished(id: number) {
  for (;;) {
    await srv.jobs.drain();
    const job = await db.prisma.job.findUniqueOrThrow({ where: { id } });
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Reads everything twice (the second from the cache), writes, and returns what the next reads show. */
async function afterWrite(write: () => Promise<unknown>) {
  await read.all();
  await read.all(); // an integrator's POST is kept from its second request on
  const kept = await read.all();
  expect(kept.cache).toEqual(['hit', 'hit', 'hit', 'hit']);
  await write();
  return read.all();
}

describe('the next public read after each writer', () => {
  it('REST: an admin edit of a screen', async () => {
    const screen = await db.prisma.screen.findFirstOrThrow({ where: { app: { slug: 'caixa-tem' } } });
    const { airtableId, appId, imageUrl } = screen;
    const after = await afterWrite(() =>
      admin('PUT', `/api/screens/${screen.id}`, { name: 'Tela editada por REST', airtableId, appId, imageUrl }),
    );
    for (const body of after.bodies) expect(body).toContain('Tela editada por REST');
  });

  it('GraphQL: an app edit', async () => {
    const app = await db.prisma.app.findFirstOrThrow({ where: { slug: 'caixa-tem' } });
    const after = await afterWrite(() =>
      admin('POST', '/graphql', {
        query: 'mutation($id: Int!) { updateApp(id: $id, input: { appInfo: "Editado por GraphQL" }) { __typename } }',
        variables: { id: app.id },
      }),
    );
    for (const body of after.bodies) expect(body).toContain('Editado por GraphQL');
  });

  it('GraphQL: an approved visitor’s app request (the list shows the new app)', async () => {
    const name = 'Aplicativo Pedido por Visitante';
    const sent = await postContribution(srv.base, appRequest(await solvedPayload(srv.base), { appName: name }));
    expect(sent.status).toBe(201);
    const { id } = await db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const after = await afterWrite(async () => {
      const res = await admin('POST', '/graphql', {
        query: 'mutation($id: Int!) { approveContribution(id: $id, input: { planned: false }) { __typename } }',
        variables: { id },
      });
      expect(await res.json()).toEqual({ data: { approveContribution: { __typename: 'ApproveContributionSuccess' } } });
    });
    expect(after.lists).toContain(name);
  });

  it('the image migration job', async () => {
    const after = await afterWrite(async () => {
      const res = await admin(
        'POST',
        '/api/cloudinary/migrate?type=screens&maxRecords=100&batchSize=2&delayBetweenBatches=0',
      );
      expect(res.status).toBe(202);
      const job = await finished(((await res.json()) as { jobId: number }).jobId);
      expect([job.status, job.error, job.progress]).toEqual([
        'succeeded',
        null,
        expect.objectContaining({ failed: 0 }),
      ]);
    });
    const hosted = await db.prisma.screen.count({
      where: { app: { slug: 'caixa-tem' }, cloudinaryUrl: { not: null } },
    });
    expect(hosted).toBeGreaterThan(0);
    for (const body of after.bodies) expect(body).toMatch(/"cloudinaryUrl":"[^"]+"/);
  });

  it('the OCR job (search answers)', async () => {
    await srv.jobs.drainOcr();
    words = 'xilofone quasar';
    const screens = await db.prisma.screen.findMany({ where: { app: { slug: 'caixa-tem' } } });
    await db.prisma.screen.updateMany({ where: { app: { slug: 'caixa-tem' } }, data: { ocrText: null } });
    for (const s of screens) await queueOcr(db.prisma, s.id);
    expect((await read.search('xilofone')).body).not.toContain('caixa-tem');
    expect((await read.search('xilofone')).cache).toBe('hit');
    await srv.jobs.drainOcr();
    expect((await read.search('xilofone')).body).toContain('caixa-tem');
    // PGlite has no autovacuum: the runner vacuums after its jobs, so the search's index-only read of the
    // postings the job wrote visits no table page (PostgreSQL's autovacuum does this in its own time).
    if (!db.url) await expect.poll(postingHeapFetches, { timeout: 10_000 }).toBe(0);
  });

  it('the Airtable sync', async () => {
    for (const table of ['Categories', 'Apps', 'Screens']) airtable.table(table, ['importing']);
    airtable.add('Apps', { Name: 'Aplicativo Sincronizado', type: 'Federal' });
    const after = await afterWrite(async () => {
      const res = await admin('POST', '/api/airtable/sync');
      expect(res.status).toBeLessThan(300);
      const sync = await finished(((await res.json()) as { jobId: number }).jobId);
      expect([sync.status, sync.error]).toEqual(['succeeded', null]);
    });
    expect(after.lists).toContain('Aplicativo Sincronizado');
  });

  it('subscribe, then unsubscribe: the footer count on the page and the count answers', async () => {
    const subscribe = (email: string) =>
      fetch(`${srv.base}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const before = await read.counts();
    await read.counts();
    for (const email of ['um@exemplo.gov.br', 'dois@exemplo.gov.br', 'tres@exemplo.gov.br']) {
      expect((await subscribe(email)).status).toBe(201);
    }
    // Double opt-in: pending addresses are not counted; each confirmation is a write the caches hear of.
    expect((await read.counts()).values).toEqual(before.values);
    for (const email of ['um@exemplo.gov.br', 'dois@exemplo.gov.br', 'tres@exemplo.gov.br']) {
      await confirmByLink(srv.base, db.prisma, email);
    }
    expect((await read.counts()).values).toEqual(before.values.map((n) => n + 3));
    const { unsubscribeToken } = await db.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { email: 'dois@exemplo.gov.br' },
    });
    const res = await fetch(`${srv.base}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: unsubscribeToken }),
    });
    expect(res.status).toBeLessThan(300);
    expect((await read.counts()).values).toEqual(before.values.map((n) => n + 2));
  });
});
