// Issue 57: a mail server that refuses connections for a while (421), greylists some addresses (451 to
// RCPT TO, twice) and refuses others for good (550): the digest waits out the outage without blaming
// anyone, retries the greylisted ones with back-off until they are delivered, suppresses the refused
// ones, and finishes with the figures on the admin page. Also: the classification of SMTP errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classify } from '../../../server/mail/transport.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { adminToken } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';
import { startTestServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';

const h = {} as {
  db: Awaited<ReturnType<typeof testDatabase>>;
  srv: Awaited<ReturnType<typeof startTestServer>>;
  smtp: TestSmtp;
  token: string;
};

const GOOD = Array.from({ length: 12 }, (_, i) => `ok${i}@example.org`);
const GREY = ['grey0@example.org', 'grey1@example.org'];
const BAD = ['gone0@example.org', 'gone1@example.org'];

let refusedConnections = 0;
const greyTries = new Map<string, number>();

beforeAll(async () => {
  h.smtp = await startSmtp({
    behaviour: {
      greeting421: () => refusedConnections++ < 2,
      rcpt: (to) => {
        if (BAD.includes(to)) return 550;
        if (!GREY.includes(to)) return undefined;
        const n = (greyTries.get(to) ?? 0) + 1;
        greyTries.set(to, n);
        return n <= 2 ? 451 : undefined;
      },
    },
  });
  h.db = await testDatabase();
  await seedFixture(h.db.prisma);
  await ensureAdminUser(h.db.prisma, 'admin', 'failures admin password');
  await h.db.prisma.newsletterSubscriber.createMany({
    data: [...GOOD, ...GREY, ...BAD].map((email, i) => ({
      email,
      language: i % 2 ? 'en' : 'pt',
      status: 'confirmed',
      confirmedAt: new Date(),
      unsubscribeToken: `failures-token-${String(i).padStart(16, '0')}`,
    })),
  });
  h.srv = await startTestServer(h.db.prisma, testMediaDir(), {
    env: {
      SMTP_URL: h.smtp.url,
      PUBLIC_URL: 'http://vitrine.test',
      NEWSLETTER_RATE_PER_SECOND: '0',
      NEWSLETTER_CONCURRENCY: '3',
      NEWSLETTER_RETRY_BASE_MS: '40',
      NEWSLETTER_SMTP_TIMEOUT_MS: '5000',
    },
  });
  h.token = await adminToken(h.srv.base, 'admin', 'failures admin password');
});

afterAll(async () => {
  await h.srv?.close();
  await h.db?.close();
  await h.smtp?.close();
});

describe('temporary and permanent SMTP failures', () => {
  it('retries the temporary ones until delivered, suppresses the refused ones, and reports the figures', async () => {
    const sent = await h.srv.gql(
      'mutation { sendNewsletterDigest { __typename ... on SendNewsletterDigestSuccess { data { id } } } }',
      undefined,
      h.token,
    );
    expect(sent.body.data.sendNewsletterDigest.__typename).toBe('SendNewsletterDigestSuccess');
    const jobId = sent.body.data.sendNewsletterDigest.data.id as number;
    await h.srv.jobs.drainMail();

    expect(refusedConnections).toBeGreaterThan(2);
    for (const email of [...GOOD, ...GREY]) expect(h.smtp.counts.get(email), email).toBe(1);
    for (const email of BAD) expect(h.smtp.counts.get(email), email).toBeUndefined();
    expect(greyTries.get(GREY[0] as string)).toBe(3);

    const rows = await h.db.prisma.newsletterSubscriber.findMany({ where: { email: { in: BAD } } });
    expect(rows.map((r) => r.status)).toEqual(['suppressed', 'suppressed']);
    expect(rows[0]?.suppressedReason).toMatch(/^550/);
    // Suppressed addresses no longer count.
    const count = (await (await fetch(`${h.srv.base}/api/newsletter/subscribers`)).json()) as { count: number };
    expect(count.count).toBe(GOOD.length + GREY.length);

    const q = `{ newsletterStatus { subscribers { confirmed suppressed }
      digests { status figures { total sent retrying failed suppressed skipped queued } } } job(id: ${jobId}) { status progress { total processed succeeded failed } } }`;
    const status = (await h.srv.gql(q, undefined, h.token)).body.data;
    expect(status.job).toEqual({
      status: 'succeeded',
      progress: { total: 16, processed: 16, succeeded: 14, failed: 2 },
    });
    expect(status.newsletterStatus.subscribers).toEqual({ confirmed: 14, suppressed: 2 });
    expect(status.newsletterStatus.digests[0]).toEqual({
      status: 'sent',
      figures: { total: 16, sent: 14, retrying: 0, failed: 0, suppressed: 2, skipped: 0, queued: 0 },
    });
  });

  it('classifies SMTP errors: 5xx to RCPT TO bounces, other 5xx fail, 4xx retry, no answer or 421 pauses', () => {
    const e = (responseCode: number | undefined, command: string, code = 'EENVELOPE') =>
      Object.assign(new Error('x'), { responseCode, command, code, response: `${responseCode} x` });
    expect(classify(e(550, 'RCPT TO')).kind).toBe('bounced');
    expect(classify(e(554, 'DATA', 'EMESSAGE')).kind).toBe('failed');
    expect(classify(e(451, 'RCPT TO')).kind).toBe('retry');
    expect(classify(e(421, 'CONN', 'EPROTOCOL')).kind).toBe('down');
    expect(classify(e(535, 'AUTH PLAIN', 'EAUTH')).kind).toBe('down');
    expect(classify(e(550, 'MAIL FROM')).kind).toBe('down');
    expect(classify(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })).kind).toBe('down');
  });
});
