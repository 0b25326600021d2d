// Subscriber privacy (LGPD): normalized emails, the unsubscribe page and its POST, the admin CSV
// export (the only way emails leave the server), and the migration that merged older duplicates.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../../server/db/migrations.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { seededApi } from '../../support/harness.ts';

const ADMIN_PASSWORD = 'privacy admin password';
const h = seededApi((db) => ensureAdminUser(db, 'admin', ADMIN_PASSWORD), {
  // This file subscribes more than the default 10 per hour from one address.
  rateLimits: { newsletterPerHour: 1000 },
});

const PATH = '/api/newsletter/unsubscribe';
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(h.srv.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A subscription its owner confirmed (the confirmation itself is tested in newsletter-mail.test.ts). */
async function subscribe(email: string, language: 'pt' | 'en' = 'pt') {
  const res = await post('/api/newsletter/subscribe', { email, language, name: '' });
  expect(res.status).toBe(201);
  return h.db.prisma.newsletterSubscriber.update({
    where: { email: email.trim().toLowerCase() },
    data: { status: 'confirmed', confirmedAt: new Date() },
  });
}

const unique = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.org`;

const getPage = async (query: string) => {
  const res = await fetch(`${h.srv.base}${PATH}?${query}`);
  return { res, html: await res.text() };
};

const postForm = async (fields: Record<string, string>) => {
  const res = await fetch(h.srv.base + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { res, html: await res.text() };
};

const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

function expectHtmlHeaders(res: Response) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  expect(res.headers.get('content-security-policy')).toBe(HTML_CSP);
}

function expectNoScript(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

const adminToken = async () => {
  const res = await post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

const count = async () =>
  ((await (await fetch(`${h.srv.base}/api/newsletter/subscribers`)).json()) as { count: number }).count;

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

describe('normalized emails and tokens', () => {
  it('stores the address trimmed and lower-cased; the same address differently typed is Already subscribed', async () => {
    const first = await post('/api/newsletter/subscribe', { email: ' Ana@Example.ORG ', language: 'en', name: '' });
    expect(first.status).toBe(201);
    // While pending, asking again re-sends the confirmation (same row); once confirmed, it is a duplicate.
    const pending = await post('/api/newsletter/subscribe', { email: 'ANA@example.org', language: 'en' });
    expect(pending.status).toBe(201);
    await h.db.prisma.newsletterSubscriber.update({
      where: { email: 'ana@example.org' },
      data: { status: 'confirmed' },
    });
    const dup = await post('/api/newsletter/subscribe', { email: 'ana@example.org', language: 'pt' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      reason: 'ALREADY_SUBSCRIBED',
      message: 'Already subscribed: this email is already subscribed',
    });
    const again = await post('/api/newsletter/subscribe', { email: 'ANA@EXAMPLE.ORG\t', language: 'pt' });
    expect(again.status).toBe(409);
    const rows = await h.db.prisma.newsletterSubscriber.findMany({ where: { email: { contains: 'ana@' } } });
    expect(rows.map((r) => [r.email, r.language])).toEqual([['ana@example.org', 'en']]);
  });

  it('gives every subscriber its own random token, which no public read exposes', async () => {
    const a = await subscribe(unique('token-a'));
    const b = await subscribe(unique('token-b'), 'en');
    for (const row of [a, b]) expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.unsubscribeToken).not.toBe(b.unsubscribeToken);

    const subscribers = await fetch(`${h.srv.base}/api/newsletter/subscribers`);
    const body = (await subscribers.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['count']);

    const reads = await Promise.all(
      ['/api/newsletter/subscribers', '/api/stats', '/api/tags', '/api/apps', '/api/screens'].map(async (p) =>
        (await fetch(h.srv.base + p)).text(),
      ),
    );
    const gql = await h.srv.gql('{ newsletter { subscriberCount } stats { apps } }');
    for (const text of [...reads, JSON.stringify(gql.body)]) {
      for (const row of [a, b]) {
        expect(text).not.toContain(row.unsubscribeToken);
        expect(text).not.toContain(row.email);
      }
    }

    // No GraphQL output type has a field that could carry an address or a token.
    const schema = await h.srv.gql('{ __schema { types { name kind fields { name } } } }');
    const fields = (schema.body.data.__schema.types as { name: string; fields: { name: string }[] | null }[]).flatMap(
      (t) => (t.fields ?? []).map((f) => `${t.name}.${f.name}`),
    );
    // The matches: the admin's own session token in the login result, and a visitor's status-link token,
    // answered once to the visitor who sent the contribution (stored only as a hash, never read back).
    // And two admin-only answers about an address the admin asked for (their fields need the admin scope).
    expect(fields.filter((f) => /email|token/i.test(f) && !f.startsWith('__')).sort()).toEqual([
      'LoginPayload.token',
      'NewsletterConsentRecord.email',
      'NewsletterTestPayload.email',
      'SubmittedContribution.token',
    ]);
    const anonymous = await h.srv.gql('{ newsletterConsentRecord(email: "x@example.org") { email } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(schema.body.data.__schema.types.map((t: { name: string }) => t.name)).not.toContain('NewsletterSubscriber');
  });
});

describe('unsubscribe page (GET)', () => {
  it('shows the Portuguese page for a pt subscriber: masked address, a POST form, no script, private headers', async () => {
    const email = unique('maria');
    const row = await subscribe(email, 'pt');
    const { res, html } = await getPage(`token=${row.unsubscribeToken}`);
    expect(res.status).toBe(200);
    expectHtmlHeaders(res);
    expectNoScript(html);
    expect(html).toContain('<html lang="pt-BR">');
    expect(h1(html)).toBe('Cancelar inscrição na newsletter');
    expect(html).toContain('m***@example.org');
    expect(html).not.toContain(email);
    expect(html).toContain(`<form method="post" action="${PATH}">`);
    expect(html).toContain(`<input type="hidden" name="token" value="${row.unsubscribeToken}">`);
    expect(html).toContain('<button type="submit">Cancelar inscrição</button>');
    expect(html).toContain(`href="${PATH}?token=${row.unsubscribeToken}&amp;lang=en"`);
    expect(html).toContain('Read in English');
  });

  it('speaks English for an en subscriber, or when lang=en is asked; lang=pt switches back', async () => {
    const en = await subscribe(unique('john'), 'en');
    const own = await getPage(`token=${en.unsubscribeToken}`);
    expect(own.res.status).toBe(200);
    expect(own.html).toContain('<html lang="en">');
    expect(h1(own.html)).toBe('Unsubscribe from the newsletter');
    expect(own.html).toContain('j***@example.org');
    expect(own.html).toContain('<button type="submit">Unsubscribe</button>');
    expect(own.html).toContain(`href="${PATH}?token=${en.unsubscribeToken}&amp;lang=pt"`);
    expect(own.html).toContain('Ler em português');

    const backToPt = await getPage(`token=${en.unsubscribeToken}&lang=pt`);
    expect(h1(backToPt.html)).toBe('Cancelar inscrição na newsletter');

    const pt = await subscribe(unique('pedro'), 'pt');
    const asked = await getPage(`token=${pt.unsubscribeToken}&lang=en`);
    expect(asked.res.status).toBe(200);
    expectHtmlHeaders(asked.res);
    expectNoScript(asked.html);
    expect(h1(asked.html)).toBe('Unsubscribe from the newsletter');
    expect(asked.html).toContain('<input type="hidden" name="lang" value="en">');
  });

  it('never removes anyone on GET or HEAD (link scanners follow links)', async () => {
    const row = await subscribe(unique('scanner'));
    for (let i = 0; i < 3; i++) {
      expect((await getPage(`token=${row.unsubscribeToken}`)).res.status).toBe(200);
      const head = await fetch(`${h.srv.base}${PATH}?token=${row.unsubscribeToken}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    }
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { id: row.id } })).not.toBeNull();
  });

  it('answers an unknown, missing or hostile token with the invalid-link page, escaped', async () => {
    const unknown = await getPage(`token=${'x'.repeat(32)}`);
    expect(unknown.res.status).toBe(404);
    expectHtmlHeaders(unknown.res);
    expect(h1(unknown.html)).toBe('Link inválido ou inscrição já cancelada');

    const en = await getPage(`token=${'x'.repeat(32)}&lang=en`);
    expect(en.res.status).toBe(404);
    expect(h1(en.html)).toBe('Invalid link or already unsubscribed');

    const missing = await getPage('');
    expect(missing.res.status).toBe(404);
    expect(h1(missing.html)).toBe('Link inválido ou inscrição já cancelada');

    const hostile = await getPage(`token=${encodeURIComponent('"><script>alert(1)</script><a href="')}`);
    expect(hostile.res.status).toBe(404);
    expectNoScript(hostile.html);
    expect(hostile.html).not.toContain('alert');
    expect(hostile.html).toContain(`href="${PATH}?lang=en"`);
  });

  it('escapes what it shows of a stored address', async () => {
    // The form's pattern lets markup through in the domain; the page must print it as text.
    const row = await subscribe('x@<svg/onload=alert(1)>.com');
    const { res, html } = await getPage(`token=${row.unsubscribeToken}`);
    expect(res.status).toBe(200);
    expectNoScript(html);
    expect(html).not.toContain('<svg');
    expect(html).toContain('x***@&lt;svg/onload=alert(1)&gt;.com');
  });
});

describe('unsubscribe (POST)', () => {
  it('the form removes the subscriber and confirms; posting again shows the invalid-link page', async () => {
    const row = await subscribe(unique('leaving'));
    const before = await count();
    const done = await postForm({ token: row.unsubscribeToken, lang: 'pt' });
    expect(done.res.status).toBe(200);
    expectHtmlHeaders(done.res);
    expectNoScript(done.html);
    expect(h1(done.html)).toBe('Inscrição cancelada');
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await count()).toBe(before - 1);

    const again = await postForm({ token: row.unsubscribeToken, lang: 'pt' });
    expect(again.res.status).toBe(404);
    expectHtmlHeaders(again.res);
    expect(h1(again.html)).toBe('Link inválido ou inscrição já cancelada');
    expect(await count()).toBe(before - 1);

    const page = await getPage(`token=${row.unsubscribeToken}`);
    expect(page.res.status).toBe(404);
  });

  it('confirms in English (form language, else the subscriber’s own)', async () => {
    const asked = await subscribe(unique('asked'), 'pt');
    const viaForm = await postForm({ token: asked.unsubscribeToken, lang: 'en' });
    expect(viaForm.res.status).toBe(200);
    expect(h1(viaForm.html)).toBe('You have been unsubscribed');
    expect(viaForm.html).toContain('<html lang="en">');

    const own = await subscribe(unique('own'), 'en');
    const noLang = await postForm({ token: own.unsubscribeToken });
    expect(h1(noLang.html)).toBe('You have been unsubscribed');

    const invalidEn = await postForm({ token: own.unsubscribeToken, lang: 'en' });
    expect(invalidEn.res.status).toBe(404);
    expect(h1(invalidEn.html)).toBe('Invalid link or already unsubscribed');
  });

  it('takes JSON { token }: { ok: true }, then 404 { message }; other bodies are refused', async () => {
    const row = await subscribe(unique('json'));
    const ok = await post(PATH, { token: row.unsubscribeToken });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { id: row.id } })).toBeNull();

    const gone = await post(PATH, { token: row.unsubscribeToken });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      code: 'NOT_FOUND',
      reason: 'NEWSLETTER_INVALID_LINK',
      message: 'Invalid link or already unsubscribed',
    });

    expect((await post(PATH, {})).status).toBe(400);
    expect((await post(PATH, { token: 42 })).status).toBe(400);
    const text = await fetch(h.srv.base + PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `token=${row.unsubscribeToken}`,
    });
    expect(text.status).toBe(415);
    const huge = await postForm({ token: 'x'.repeat(70_000) });
    expect(huge.res.status).toBe(413);
    const nul = await postForm({ token: 'abc\0def' });
    expect(nul.res.status).toBe(400);
  });
});

describe('admin CSV export', () => {
  it('is 401 without a token and with a bad one', async () => {
    const none = await fetch(`${h.srv.base}/api/admin/subscribers.csv`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'UNAUTHENTICATED',
      message: 'Admin authentication required',
    });
    const bad = await fetch(`${h.srv.base}/api/admin/subscribers.csv`, {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).not.toContain('@');
  });

  it('lists every subscriber with formula-safe, RFC 4180 cells and working unsubscribe URLs', async () => {
    const normal = await subscribe(unique('csv'), 'en');
    // Not addresses the form accepts, but rows the export must make harmless anyway.
    const hostile = [
      '=cmd|calc@evil.io',
      '+1@evil.io',
      '-2+3@evil.io',
      '@sum(a1)@evil.io',
      '\tx@evil.io',
      '"a,b"@evil.io',
    ];
    for (const email of hostile) {
      await h.db.prisma.newsletterSubscriber.create({
        data: { email, language: 'pt', status: 'confirmed', unsubscribeToken: randomBytes(24).toString('base64url') },
      });
    }
    const pendingEmail = unique('unconfirmed');
    expect((await post('/api/newsletter/subscribe', { email: pendingEmail, language: 'pt' })).status).toBe(201);
    const token = await adminToken();
    const res = await fetch(`${h.srv.base}/api/admin/subscribers.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="subscribers-${day}.csv"`);
    const text = await res.text();
    expect(text).toContain('"""a,b""@evil.io"');

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['email', 'language', 'subscribed_at', 'unsubscribe_url', 'confirmed_at']);
    // Only confirmed addresses leave: an unconfirmed one never consented.
    const all = await h.db.prisma.newsletterSubscriber.findMany({ where: { status: 'confirmed' } });
    expect(rows).toHaveLength(all.length);
    expect(text).not.toContain(pendingEmail);
    for (const row of rows) {
      expect(row).toHaveLength(5);
      // No cell may start a formula.
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const byEmail = new Map(rows.map((r) => [r[0], r]));
    expect(byEmail.get("'=cmd|calc@evil.io")).toBeDefined();
    expect(byEmail.get("'+1@evil.io")).toBeDefined();
    expect(byEmail.get("'-2+3@evil.io")).toBeDefined();
    expect(byEmail.get("'@sum(a1)@evil.io")).toBeDefined();
    expect(byEmail.get("'\tx@evil.io")).toBeDefined();
    expect(byEmail.get('"a,b"@evil.io')).toBeDefined();

    const mine = byEmail.get(normal.email)!;
    expect(mine).toEqual([
      normal.email,
      'en',
      normal.createdAt.toISOString(),
      `${h.srv.base}${PATH}?token=${normal.unsubscribeToken}`,
      normal.confirmedAt?.toISOString(),
    ]);

    // The URL from the export opens the page, and its form removes the subscriber.
    const url = new URL(mine[3]!);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(h1(await page.text())).toBe('Unsubscribe from the newsletter');
    const done = await postForm({ token: url.searchParams.get('token')! });
    expect(done.res.status).toBe(200);
    expect(await h.db.prisma.newsletterSubscriber.findUnique({ where: { id: normal.id } })).toBeNull();
  });
});

describe('without a mail server', () => {
  it('still takes subscriptions, keeping each confirmation queued; the admin page says what to set', async () => {
    const email = unique('later');
    const res = await post('/api/newsletter/subscribe', { email, language: 'pt' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ confirmationQueued: true });
    const row = await h.db.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { email },
      include: { deliveries: true },
    });
    expect(row.status).toBe('pending');
    expect(row.deliveries.map((d) => [d.kind, d.status])).toEqual([['confirm', 'queued']]);
    // No sender job is queued that could only fail: start-up with SMTP_URL queues it.
    expect(await h.db.prisma.job.count({ where: { queue: 'mail' } })).toBe(0);

    const token = await adminToken();
    const status = await fetch(`${h.srv.base}/api/admin/newsletter`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt-BR' },
    });
    expect(status.status).toBe(200);
    const body = (await status.json()) as { smtpServer: unknown; problems: { code: string; message: string }[] };
    expect(body.smtpServer).toBeNull();
    expect(body.problems.map((p) => p.code)).toEqual(['NEWSLETTER_SMTP_NOT_CONFIGURED', 'NEWSLETTER_NEEDS_PUBLIC_URL']);
    expect(body.problems[0]?.message).toContain('defina SMTP_URL');
    const send = await fetch(`${h.srv.base}/api/admin/newsletter/digest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(send.status).toBe(409);
    expect(((await send.json()) as { reason: string }).reason).toBe('NEWSLETTER_SMTP_NOT_CONFIGURED');
    // The preview still works in the admin's browser, with links relative to the site.
    const preview = await fetch(`${h.srv.base}/api/admin/newsletter/preview?lang=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const digest = (await preview.json()) as { subject: string; html: string };
    expect(digest.subject).toMatch(/^Vitrine Pública: /);
    expect(digest.html).toContain('href="/en/app/');
  });
});

describe('the newsletter_privacy migration', () => {
  // The SQL files run as they are, in order, on a fresh database of the kind this run uses.
  async function rawDatabase() {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      const pglite = await PGlite.create();
      return {
        exec: async (sql: string) => void (await pglite.exec(sql)),
        rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
        close: () => pglite.close(),
      };
    }
    const name = `vitrine_m_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return {
      exec: async (sql: string) => void (await client.query(sql)),
      rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      close: async () => {
        await client.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }

  it('merges addresses equal once normalized (earliest kept), normalizes the rest and gives each a token', async () => {
    const dirs = readMigrations().migrationDirectories;
    const index = dirs.findIndex((d) => d.path.endsWith('_newsletter_privacy'));
    expect(index).toBeGreaterThan(0);
    const sql = (d: (typeof dirs)[number]) => (d.migrationFile.content as { value: string }).value;
    const db = await rawDatabase();
    try {
      for (const d of dirs.slice(0, index)) await db.exec(sql(d));
      await db.exec(`
        INSERT INTO "NewsletterSubscriber" ("email", "language", "createdAt") VALUES
          ('A@x.org', 'en', '2025-01-01T10:00:00Z'),
          (' a@x.org', 'pt', '2025-02-01T10:00:00Z'),
          ('a@X.org ', 'pt', '2024-12-01T10:00:00Z'),
          ('b@x.org', 'pt', '2025-03-01T10:00:00Z'),
          ('  C@Y.ORG', 'en', '2025-03-02T10:00:00Z');
      `);
      await db.exec(sql(dirs[index]!));
      const rows = await db.rows<{ email: string; language: string; unsubscribeToken: string }>(
        'SELECT "email", "language", "unsubscribeToken" FROM "NewsletterSubscriber" ORDER BY "email"',
      );
      expect(rows.map((r) => [r.email, r.language])).toEqual([
        // The earliest of the three a@x.org rows (December 2024, 'pt') is the one kept.
        ['a@x.org', 'pt'],
        ['b@x.org', 'pt'],
        ['c@y.org', 'en'],
      ]);
      for (const r of rows) expect(r.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(rows.map((r) => r.unsubscribeToken)).size).toBe(3);
      // The column is now required and unique.
      await expect(db.exec(`INSERT INTO "NewsletterSubscriber" ("email") VALUES ('d@x.org')`)).rejects.toThrow();
      await expect(
        db.exec(
          `INSERT INTO "NewsletterSubscriber" ("email", "unsubscribeToken") VALUES ('d@x.org', '${rows[0]!.unsubscribeToken}')`,
        ),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
