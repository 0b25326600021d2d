// Fault test (issue 57): `kill -9` the server while it sends a digest to 2,000 confirmed subscribers
// through a real SMTP server on 127.0.0.1, start it again on the same database, and count at the SMTP
// server: every address received the digest, and the duplicates are no more than the messages in flight
// at the kill (the sender's concurrency), each with the same Message-ID as its first copy.
//
// Replay a failure with the seed it prints: OPS_SEED=<seed> npx vitest run tests/ops/kill-digest.test.ts
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { killLeftovers, type SuiteDatabase, startServer, suiteDatabase } from './support/child-server.ts';
import { adminOf, prng, sleep, until } from './support/job-admin.ts';

const SUBSCRIBERS = 2_000;
const CONCURRENCY = 4;
const PASSWORD = 'kill digest admin password';
const seed = process.env.OPS_SEED ? Number(process.env.OPS_SEED) : Math.floor(Math.random() * 2 ** 32);
const random = prng(seed);

let db: SuiteDatabase | undefined;
let smtp: TestSmtp | undefined;

afterAll(async () => {
  await killLeftovers();
  await smtp?.close();
  await db?.dispose();
});

async function seedCatalogue(suite: SuiteDatabase) {
  const database = await openDatabase(
    suite.databaseUrl ? { databaseUrl: suite.databaseUrl } : { dataDir: suite.dataDir },
  );
  try {
    const app = await database.prisma.app.create({
      data: { name: 'App Novo', slug: 'app-novo', categories: ['Saúde'] },
    });
    await database.prisma.screen.createMany({
      data: [0, 1, 2].map((i) => ({
        appId: app.id,
        airtableId: `kill-${i}`,
        name: `Tela ${i}`,
        imageUrl: `/media/x-${i}.png`,
      })),
    });
    await database.prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `s${i}@example.org`,
        language: i % 3 ? 'pt' : 'en',
        status: 'confirmed',
        confirmedAt: new Date(),
        unsubscribeToken: `kill-digest-${String(i).padStart(20, '0')}`,
      })),
    });
  } finally {
    await database.close();
  }
}

describe('kill -9 during a digest', () => {
  test(`${SUBSCRIBERS} subscribers: all receive it, duplicates ≤ messages in flight`, {
    timeout: 300_000,
  }, async () => {
    const started = performance.now();
    db = await suiteDatabase('digest');
    await seedCatalogue(db);
    smtp = await startSmtp();
    const env = {
      ...db.env,
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://vitrine.test',
      NEWSLETTER_RATE_PER_SECOND: '0',
      NEWSLETTER_CONCURRENCY: String(CONCURRENCY),
      JOB_POLL_MS: '100',
      // PostgreSQL: the restarted server takes the dead one's job over after this long without a heartbeat.
      JOB_STALE_MS: '1500',
    };
    const first = await startServer(env);
    const admin = await adminOf(first, PASSWORD);
    const queued = await admin('POST', '/api/admin/newsletter/digest');
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const jobId = queued.body.jobId as number;

    // The kill lands somewhere in the middle of the list.
    const killAfter = 300 + Math.floor(random() * 1200);
    await smtp.waitFor(killAfter, 120_000);
    first.kill('SIGKILL');
    expect((await first.waitExit(10_000)).signal).toBe('SIGKILL');
    await sleep(50);
    const atKill = smtp.total();

    const second = await startServer(env);
    const again = await adminOf(second, PASSWORD);
    const job = await until(
      again,
      jobId,
      (j) => j.status !== 'queued' && j.status !== 'running',
      180_000,
      'the digest',
    );
    second.kill('SIGTERM');
    expect((await second.waitExit(15_000)).code, second.describe()).toBe(0);

    const missing = Array.from({ length: SUBSCRIBERS }, (_, i) => `s${i}@example.org`).filter(
      (e) => !smtp?.counts.get(e),
    );
    const duplicates = smtp.total() - smtp.counts.size;
    const sameId = [...smtp.ids.values()].filter((n) => n > 1).length;
    console.log(
      `kill-digest on ${db.label}: seed=${seed}, killed after ${atKill} messages (asked ${killAfter}); ` +
        `received ${smtp.total()} for ${smtp.counts.size} addresses, duplicates ${duplicates} ` +
        `(concurrency ${CONCURRENCY}), ${Math.round((performance.now() - started) / 1000)} s`,
    );
    expect(job.status).toBe('succeeded');
    expect(job.progress).toMatchObject({ total: SUBSCRIBERS, succeeded: SUBSCRIBERS });
    expect(missing).toEqual([]);
    expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
    // A duplicate is the same message again: one Message-ID per recipient and digest.
    expect(smtp.ids.size).toBe(SUBSCRIBERS);
    expect(sameId).toBe(duplicates);
  });
});
