// Issue 57 against a real SMTP server on 127.0.0.1 (smtp-server, tests/support/smtp.ts): subscribe →
// confirmation in the chosen language → the page confirms only on its button → the digest, built from
// what the gallery shows, reaches every confirmed subscriber once with both parts, working images and
// the unsubscribe headers → the one-click POST (RFC 8058) removes the address, from anywhere. Also the
// proof of consent and its export, re-sends bounded per address, expiry, and the one re-confirmation
// of addresses from before double opt-in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSecret, confirmToken } from '../../../server/services/newsletter/confirm-link.ts';
import { sweepNewsletter } from '../../../server/services/newsletter/sweep.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { DEFAULT_NEWSLETTER } from '../../../server/services/platform/mail-settings.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { adminToken } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';
import { startTestServer } from '../../support/server.ts';
import { type Received, startSmtp, type TestSmtp } from '../../support/smtp.ts';

// Links are made from PUBLIC_URL, never from the request: this address stands for the site.
const SITE = 'http://vitrine.test';
const h = {} as {
  db: Awaited<ReturnType<typeof testDatabase>>;
  srv: Awaited<ReturnType<typeof startTestServer>>;
  smtp: TestSmtp;
  token: string;
};

beforeAll(async () => {
  h.smtp = await startSmtp({ parse: true });
  h.db = await testDatabase();
  await seedFixture(h.db.prisma);
  await ensureAdminUser(h.db.prisma, 'admin', 'mail admin password');
  const media = testMediaDir();
  mkdirSync(join(media, 'screens'), { recursive: true });
  await sharp({ create: { width: 90, height: 160, channels: 3, background: '#468' } })
    .png()
    .toFile(join(media, 'screens', '0-0.png'));
  h.srv = await startTestServer(h.db.prisma, media, {
    rateLimits: { newsletterPerHour: 1000, confirmationsPerEmailHour: 2, confirmationsPerHour: 1000 },
    env: { SMTP_URL: h.smtp.url, PUBLIC_URL: SITE, NEWSLETTER_RATE_PER_SECOND: '0' },
  });
  h.token = await adminToken(h.srv.base, 'admin', 'mail admin password');
});

afterAll(async () => {
  await h.srv?.close();
  await h.db?.close();
  await h.smtp?.close();
});

/** A link from a message, on the test server instead of the public address. */
const local = (url: string) => url.replace(SITE, h.srv.base);
const subscribe = (email: string, language: 'pt' | 'en', page = '/') =>
  fetch(`${h.srv.base}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language, name: '', page }),
  });
const count = async () =>
  ((await (await fetch(`${h.srv.base}/api/newsletter/subscribers`)).json()) as { count: number }).count;
const inbox = (to: string) => h.smtp.messages.filter((m) => m.to === to);
const linkIn = (m: Received, path: string) => {
  const found = new RegExp(`${SITE.replaceAll('.', '\\.')}${path}\\?[^\\s"<>]+`).exec(m.text)?.[0];
  expect(found, `${path} in ${m.text}`).toBeTruthy();
  return (found as string).replaceAll('&amp;', '&');
};
/** A header as sent (folded lines joined), from the raw message. */
const header = (m: Received, name: string) => {
  const head = m.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
};
const admin = (query: string, variables?: object) => h.srv.gql(query, variables, h.token);
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

async function confirmThroughPage(email: string) {
  const [mail] = inbox(email).slice(-1);
  const link = local(linkIn(mail as Received, '/api/newsletter/confirm'));
  const url = new URL(link);
  const done = await fetch(`${h.srv.base}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '', lang: url.searchParams.get('lang') ?? '' }),
  });
  return { done, html: await done.text() };
}

describe('double opt-in', () => {
  it('keeps a new address pending, mails the confirmation in its language, and confirms only on the button', async () => {
    const before = await count();
    const res = await subscribe('Ana@Example.org', 'en', '/en/screens?tag=form');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: 'Subscribed',
      subscriberCount: before,
      confirmationQueued: true,
    });
    expect(await count()).toBe(before);

    await h.srv.jobs.drainMail();
    const [mail, ...more] = inbox('ana@example.org');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm your subscription to the Vitrine Pública newsletter');
    expect(mail?.html).toContain('Confirm subscription');
    expect(mail?.messageId).toMatch(/^<confirm-\d+@vitrine\.test>$/);
    const link = local(linkIn(mail as Received, '/api/newsletter/confirm'));
    expect(new URL(link).searchParams.get('lang')).toBe('en');

    // Link scanners open links: GET and HEAD show the page and change nothing.
    for (const method of ['GET', 'HEAD', 'GET']) expect((await fetch(link, { method })).status).toBe(200);
    const page = await (await fetch(link)).text();
    expect(h1(page)).toBe('Confirm your newsletter subscription');
    expect(page).toContain('a***@example.org');
    expect(page).toContain('By subscribing you agree to receive');
    expect(page).not.toMatch(/<script/i);
    const row = await h.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'ana@example.org' } });
    expect(row.status).toBe('pending');
    expect(row.confirmSentAt).not.toBeNull();
    expect(await count()).toBe(before);

    const { done, html } = await confirmThroughPage('ana@example.org');
    expect(done.status).toBe(200);
    expect(h1(html)).toBe('Subscription confirmed');
    expect(await count()).toBe(before + 1);
    // The same link again is a clear answer, not an error.
    expect(h1(await (await fetch(link)).text())).toBe('Subscription confirmed');
    expect((await subscribe('ana@example.org', 'pt')).status).toBe(409);
  });

  it('sends a pending address its confirmation again, bounded per address per hour', async () => {
    expect((await subscribe('bia@example.org', 'pt')).status).toBe(201);
    expect((await subscribe('bia@example.org', 'pt')).status).toBe(201);
    await h.srv.jobs.drainMail();
    expect((await subscribe('bia@example.org', 'pt')).status).toBe(201);
    const limited = await subscribe('bia@example.org', 'pt');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
    await h.srv.jobs.drainMail();
    // One message per send: the two asks before the first send share one.
    expect(inbox('bia@example.org').map((m) => m.subject)).toEqual([
      'Confirme a sua inscrição na newsletter da Vitrine Pública',
      'Confirme a sua inscrição na newsletter da Vitrine Pública',
    ]);
    const confirmed = await h.srv.gql(`mutation($t: String!) { confirmNewsletter(token: $t) { __typename } }`, {
      t: new URL(local(linkIn(inbox('bia@example.org')[1] as Received, '/api/newsletter/confirm'))).searchParams.get(
        'token',
      ),
    });
    expect(confirmed.body.data.confirmNewsletter.__typename).toBe('ConfirmNewsletterSuccess');
  });

  it('an expired link says so; pending addresses go once the expiry has passed since their mail was sent', async () => {
    expect((await subscribe('caio@example.org', 'pt')).status).toBe(201);
    const never = 'nunca-enviado@example.org';
    expect((await subscribe(never, 'en')).status).toBe(201);
    // Only caio's confirmation goes out: the other stays queued (as without a mail server).
    const other = await h.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: never } });
    await h.db.prisma.mailDelivery.updateMany({ where: { subscriberId: other.id }, data: { status: 'skipped' } });
    await h.srv.jobs.drainMail();
    const s = await h.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'caio@example.org' } });
    const secret = await confirmSecret(h.db.prisma);
    const old = confirmToken(secret, s, new Date(Date.now() - 8 * 86_400_000));
    const expired = await fetch(`${h.srv.base}/api/newsletter/confirm?token=${old}`);
    expect(expired.status).toBe(410);
    expect(h1(await expired.text())).toBe('Link de confirmação expirado');
    const forged = await fetch(`${h.srv.base}/api/newsletter/confirm?token=${old.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);

    const later = new Date(Date.now() + DEFAULT_NEWSLETTER.confirmTtlSeconds * 1000 + 60_000);
    await sweepNewsletter(h.db.prisma, DEFAULT_NEWSLETTER, later);
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { email: 'caio@example.org' } })).toBeNull();
    expect(await h.db.prisma.newsletterConsent.count({ where: { email: 'caio@example.org' } })).toBe(0);
    // Its confirmation never went out: it waits, however old.
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { email: never } })).not.toBeNull();
    // Confirmed ones are never swept.
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { email: 'ana@example.org' } })).not.toBeNull();
  });

  it('keeps the proof of consent (no IP address) and exports it per address for the admin', async () => {
    const res = await fetch(`${h.srv.base}/api/admin/newsletter/consent?email=ANA@example.org`, {
      headers: { authorization: `Bearer ${h.token}` },
    });
    expect(res.status).toBe(200);
    const record = (await res.json()) as { subscriber: { status: string }; consents: Record<string, unknown>[] };
    expect(record.subscriber.status).toBe('confirmed');
    const [consent] = record.consents;
    expect(consent).toMatchObject({
      language: 'en',
      formPage: '/en/screens?tag=form',
      confirmedHow: 'confirmation page',
      formIp: null,
      confirmIp: null,
      withdrawnAt: null,
      wording: { language: 'en', text: expect.stringContaining('We first send you an email to confirm') },
    });
    expect(consent?.formSentAt).toEqual(expect.any(String));
    expect(consent?.confirmedAt).toEqual(expect.any(String));
    expect((await fetch(`${h.srv.base}/api/admin/newsletter/consent?email=ana@example.org`)).status).toBe(401);
    const gql = await admin('query($e: String!) { newsletterConsentRecord(email: $e) { status json } }', {
      e: 'nobody@example.org',
    });
    expect(gql.body.data.newsletterConsentRecord).toBeNull();
  });

  it('sends addresses from before double opt-in one re-confirmation, once', async () => {
    await h.db.prisma.newsletterSubscriber.create({
      data: {
        email: 'antigo@example.org',
        language: 'pt',
        status: 'unconfirmed',
        unsubscribeToken: 'legacy-token-0000000000000001',
      },
    });
    await h.srv.jobs.newsletterTick();
    await h.srv.jobs.drainMail();
    await h.srv.jobs.newsletterTick();
    await h.srv.jobs.drainMail();
    const mails = inbox('antigo@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['Você ainda quer receber a newsletter da Vitrine Pública?']);
    const before = await count();
    expect((await confirmThroughPage('antigo@example.org')).done.status).toBe(200);
    expect(await count()).toBe(before + 1);
    const consent = await h.db.prisma.newsletterConsent.findFirstOrThrow({ where: { email: 'antigo@example.org' } });
    expect(consent.formAt).toBeNull();
    expect(consent.confirmedHow).toBe('confirmation page');
  });
});

describe('the digest', () => {
  const PREVIEW = `query($l: Language!) { newsletterDigestPreview(language: $l) { subject html text screenCount appCount } }`;

  it('previews both languages from the gallery: nothing hidden or planned', async () => {
    const pt = (await admin(PREVIEW, { l: 'pt' })).body.data.newsletterDigestPreview;
    const en = (await admin(PREVIEW, { l: 'en' })).body.data.newsletterDigestPreview;
    expect(pt.subject).toBe('Vitrine Pública: 3 aplicativos novos e 7 telas novas');
    expect(en.subject).toBe('Vitrine Pública: 3 new apps and 7 new screens');
    expect(en.html).toContain(`href="${SITE}/en/app/meu-sus-digital?screen=rec-scr-0-0"`);
    expect(pt.html).toContain(`href="${SITE}/app/meu-sus-digital?screen=rec-scr-0-0"`);
    expect(pt.text).toContain(`${SITE}/app/caixa-tem`);
    for (const part of [pt.html, pt.text, en.html, en.text]) {
      expect(part).not.toContain('Tela escondida');
      expect(part).not.toContain('Sistema Oculto');
      expect(part).not.toContain('Agenda Recife');
    }
    expect((await h.srv.gql(PREVIEW, { l: 'pt' })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reaches every confirmed subscriber once, with both parts, images, links and the unsubscribe headers', async () => {
    const confirmed = (
      await h.db.prisma.newsletterSubscriber.findMany({ where: { status: 'confirmed' }, select: { email: true } })
    ).map((r) => r.email);
    expect(confirmed.length).toBe(3);
    const sent = await admin(
      'mutation { sendNewsletterDigest { __typename ... on SendNewsletterDigestSuccess { data { id } } } }',
    );
    expect(sent.body.data.sendNewsletterDigest.__typename).toBe('SendNewsletterDigestSuccess');
    await h.srv.jobs.drainMail();
    const digests = h.smtp.messages.filter((m) => m.messageId.startsWith('<digest-'));
    expect(digests.map((m) => m.to).sort()).toEqual([...confirmed].sort());
    const ana = digests.find((m) => m.to === 'ana@example.org') as Received;
    expect(ana.subject).toBe('Vitrine Pública: 3 new apps and 7 new screens');
    expect(ana.text).toContain('New screens:');
    expect(ana.html).toContain('<img src=');
    expect(ana.messageId).toMatch(/^<digest-\d+\.r\d+@vitrine\.test>$/);
    const row = await h.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'ana@example.org' } });
    const unsubscribe = `${SITE}/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    expect(header(ana, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(ana, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(ana.text).toContain(unsubscribe);
    // The image of a screen whose file exists is served at the size the message asks for.
    const image = /<img src="([^"]+0-0\.png[^"]*)"/.exec(ana.html)?.[1]?.replaceAll('&amp;', '&');
    const picture = await fetch(local(image as string));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    // Links name real records: the app's REST read answers for the slug the message links to.
    expect((await fetch(`${h.srv.base}/api/apps/meu-sus-digital`)).status).toBe(200);

    const status = (await admin('{ newsletterStatus { problems { code } digests { status figures { total sent } } } }'))
      .body.data.newsletterStatus;
    expect(status.problems).toEqual([]);
    expect(status.digests[0]).toEqual({ status: 'sent', figures: { total: 3, sent: 3 } });
    // Nothing new since: nothing to send.
    const again = await admin('mutation { sendNewsletterDigest { __typename ... on Error { code } } }');
    expect(again.body.data.sendNewsletterDigest).toEqual({
      __typename: 'ConflictError',
      code: 'NEWSLETTER_NOTHING_NEW',
    });
  });

  it('a draft uploaded before the last digest and published after it is in the next one', async () => {
    const app = await h.db.prisma.app.findUniqueOrThrow({ where: { slug: 'meu-sus-digital' } });
    const shot = (name: string, draft: boolean) =>
      h.db.prisma.screen.create({
        data: {
          appId: app.id,
          name,
          airtableId: `digest-${name}`,
          imageUrl: '/media/screens/0-0.png',
          draft,
          hidden: draft,
        },
      });
    // The draft is older (a lower id) than a screen the next digest holds.
    const draft = await shot('Rascunho tardio', true);
    await shot('Tela do resumo', false);
    const sent = await admin('mutation { sendNewsletterDigest { __typename } }');
    expect(sent.body.data.sendNewsletterDigest.__typename).toBe('SendNewsletterDigestSuccess');
    await h.srv.jobs.drainMail();
    const nothing = await admin('mutation { sendNewsletterDigest { __typename ... on Error { code } } }');
    expect(nothing.body.data.sendNewsletterDigest.code).toBe('NEWSLETTER_NOTHING_NEW');
    const published = await fetch(`${h.srv.base}/api/admin/apps/${app.id}/drafts/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ screenIds: [draft.id] }),
    });
    expect(published.status).toBe(200);
    const preview = (await admin(PREVIEW, { l: 'en' })).body.data.newsletterDigestPreview;
    expect(preview.screenCount).toBe(1);
    expect(preview.text).toContain('Rascunho tardio');
    expect(preview.text).not.toContain('Tela do resumo');
  });

  it('the one-click POST unsubscribes from any origin, without a page', async () => {
    const before = await count();
    const rows = await h.db.prisma.newsletterSubscriber.findMany({ where: { status: 'confirmed' }, take: 2 });
    const cases: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const [i, headers] of cases.entries()) {
      const token = rows[i]?.unsubscribeToken as string;
      const res = await fetch(`${h.srv.base}/api/newsletter/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect(await count()).toBe(before - 2);
    const withdrawn = await h.db.prisma.newsletterConsent.findMany({
      where: { email: { in: rows.map((r) => r.email) } },
    });
    expect(withdrawn.map((c) => c.withdrawnHow)).toEqual(['one-click', 'one-click']);
    expect(withdrawn.every((c) => c.withdrawnAt && c.subscriberId === null)).toBe(true);
  });
});
