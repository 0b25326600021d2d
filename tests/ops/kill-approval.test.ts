// Fault test (issue 52 item 8): `kill -9` the server right after an approval of visitors' screenshots
// commits — the moment the queue's answer shows it approved, while the old code was still queueing the
// OCR jobs one by one after the commit — and check the database: every screen the approval published
// has its OCR job (queued in the approval's transaction), and a restarted server's job runner takes them.
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { killLeftovers, type SuiteDatabase, startServer, suiteDatabase } from './support/child-server.ts';
import { sleep } from './support/job-admin.ts';

const IMAGES = 10;
const PASSWORD = 'kill approval admin password';
let db: SuiteDatabase | undefined;

afterAll(async () => {
  await killLeftovers();
  await db?.dispose();
});

const open = (suite: SuiteDatabase) =>
  openDatabase(suite.databaseUrl ? { databaseUrl: suite.databaseUrl } : { dataDir: suite.dataDir });

/** A pending 'screens' submission about a catalogue app, with IMAGES screenshots already received. */
async function seedSubmission(suite: SuiteDatabase) {
  const database = await open(suite);
  try {
    const app = await database.prisma.app.create({ data: { name: 'App Aprovado', slug: 'app-aprovado' } });
    const bytes = await sharp({ create: { width: 60, height: 100, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const c = await database.prisma.contribution.create({
      data: { kind: 'screens', appId: app.id, appName: app.name, message: '', tokenHash: 'kill-approval' },
    });
    await database.prisma.contributionImage.createMany({
      data: Array.from({ length: IMAGES }, (_, i) => ({
        contributionId: c.id,
        position: i + 1,
        flow: 'Início',
        bytes,
        width: 60,
        height: 100,
        sourceHash: `kill-approval-${i}`.padEnd(64, '0'),
      })),
    });
    return c.id;
  } finally {
    await database.close();
  }
}

describe('kill -9 right after an approval commits', () => {
  test(`${IMAGES} screenshots approved: every published screen has its OCR job`, { timeout: 300_000 }, async () => {
    const started = performance.now();
    db = await suiteDatabase('approval');
    const id = await seedSubmission(db);
    // The shared test machine may be slow: the approval's budget is no part of what is tested here.
    const env = {
      ...db.env,
      ADMIN_PASSWORD: PASSWORD,
      JOB_POLL_MS: '100',
      JOB_STALE_MS: '1500',
      REQUEST_TIME_BUDGET_MS: '60000',
    };
    const server = await startServer(env);
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const gql = (query: string) =>
      fetch(`${server.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      }).then((r) => r.json() as Promise<{ data?: any }>);
    // The approval is sent and not awaited: the kill comes as soon as its commit shows.
    let answered: unknown;
    const approval = gql(
      `mutation { approveContribution(id: ${id}) { __typename ... on Error { code message } } }`,
    ).then(
      (a) => {
        answered = a;
      },
      () => null,
    );
    let polls = 0;
    for (;;) {
      polls++;
      const seen = await gql('{ contributions(status: approved) { id } }').catch(() => null);
      if (seen?.data?.contributions?.some((c: { id: number }) => c.id === id)) break;
      if (answered !== undefined || performance.now() - started > 120_000) {
        throw new Error(`the approval answered before its commit was seen: ${JSON.stringify(answered)}`);
      }
    }
    server.kill('SIGKILL');
    expect((await server.waitExit(10_000)).signal).toBe('SIGKILL');
    await approval;

    const read = async () => {
      const database = await open(db as SuiteDatabase);
      try {
        const screens = await database.prisma.screen.findMany({
          where: { airtableId: { startsWith: `contribution-${id}-` } },
          select: { id: true },
        });
        const jobs = await database.prisma.job.findMany({
          where: { kind: 'ocr' },
          select: { params: true, status: true },
        });
        return { screens: screens.map((s) => s.id), jobs };
      } finally {
        await database.close();
      }
    };
    const atKill = await read();
    const withJob = new Set(atKill.jobs.map((j) => (j.params as { screenId: number }).screenId));
    const missing = atKill.screens.filter((s) => !withJob.has(s));
    console.log(
      `kill-approval on ${db.label}: killed after ${polls} polls; ${atKill.screens.length} screens published, ` +
        `${atKill.jobs.length} OCR jobs, ${missing.length} screens without one; ` +
        `${Math.round((performance.now() - started) / 1000)} s`,
    );
    expect(atKill.screens).toHaveLength(IMAGES);
    expect(missing, 'published screens without an OCR job').toEqual([]);

    // A new start on the same database: its job runner takes the queued jobs.
    const again = await startServer(env);
    for (let waited = 0; waited < 60_000; waited += 200) {
      const ocr = again.logLines().filter((l) => /ocr/i.test(String(l.msg ?? '')) || l.kind === 'ocr');
      if (ocr.length) break;
      await sleep(200);
    }
    again.kill('SIGTERM');
    expect((await again.waitExit(15_000)).code, again.describe()).toBe(0);
    const after = await read();
    expect(after.jobs.filter((j) => j.status !== 'queued').length, again.describe()).toBeGreaterThan(0);
  });
});
