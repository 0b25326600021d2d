// The response cache (issue 14): public reads answered from memory, already compressed, with ETags;
// every write visible on the next read, on PGlite and on PostgreSQL with two app instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { confirmByLink } from '../../support/newsletter.ts';
import { startTestServer } from '../../support/server.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
let token = '';
const POST_BUDGET = 128 * 1024;

beforeAll(async () => {
  db = await testDatabase();
  await seedFixture(db.prisma);
  await ensureAdminUser(db.prisma, 'admin', 'cache password');
  srv = await startTestServer(db.prisma, undefined, {
    cache: { viewsFlushMs: 100, postMaxBytes: POST_BUDGET },
    database: { ...db, url: db.url },
  });
  const res = await fetch(`${srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'cache password' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await srv?.close();
  await db?.close();
});

const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
const admin = (method: string, path: string, body: unknown) =>
  fetch(srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const appInfo = async (base: string) =>
  ((await (await get(base, '/api/apps/caixa-tem')).json()) as { appInfo: string | null }).appInfo;

describe('kept public reads', () => {
  it('GraphQL GET answers per Accept: Vary says so and each media type has its own validator', async () => {
    const path = `/graphql?query=${encodeURIComponent('{ categories { name } }')}`;
    const tag = async (accept: string) => {
      const res = await get(srv.base, path, { accept });
      expect(res.headers.get('vary')).toMatch(/\baccept\b/);
      expect(res.headers.get('content-type')).toContain(accept);
      await res.arrayBuffer();
      return res.headers.get('etag');
    };
    const json = await tag('application/json');
    expect(await tag('application/json')).toBe(json); // the kept entry
    expect(await tag('application/graphql-response+json')).not.toBe(json);
  });

  it('a second read comes from memory, the same bytes, any encoding, and 304 for the same ETag', async () => {
    const first = await get(srv.base, '/api/categories?timestamp=1&random=0.3');
    expect(first.headers.get('x-cache')).toBe('miss');
    const body = await first.text();
    const second = await get(srv.base, '/api/categories?timestamp=2&random=0.9&utm_source=x');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    const etag = second.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await get(srv.base, '/api/categories', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    // fetch decompresses by itself; the header tells which encoding was sent.
    const gzip = await get(srv.base, '/api/categories', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(body);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const br = await get(srv.base, '/api/categories', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(body);
  });

  it('a request with a bearer token is never answered from the cache', async () => {
    await get(srv.base, '/api/apps');
    const withToken = await get(srv.base, '/api/apps', { authorization: `Bearer ${token}` });
    expect(withToken.headers.get('x-cache')).toBeNull();
  });

  it('GraphQL queries over GET are kept', async () => {
    const q = `/graphql?query=${encodeURIComponent('{ categories { name } }')}`;
    await get(srv.base, q);
    expect((await get(srv.base, q)).headers.get('x-cache')).toBe('hit');
  });
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${srv.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe("integrators' GraphQL over POST", () => {
  const APPS = 'query Apps($country: String) { apps(filter: { country: $country }) { name slug } }';

  it('an anonymous query is kept by its normalized document and variables, and said no-store', async () => {
    // Asked once: answered, not kept. Asked again: kept from then on.
    const once = await post({ query: APPS, variables: { country: 'Brasil' }, operationName: 'Apps' });
    expect(once.status).toBe(200);
    expect(once.headers.get('x-cache')).toBeNull();
    expect(once.headers.get('cache-control')).toBe('no-store');
    const body = await once.text();
    const first = await post({ query: APPS, variables: { country: 'Brasil' }, operationName: 'Apps' });
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await first.text()).toBe(body);
    expect(JSON.parse(body).data.apps.length).toBeGreaterThan(0);
    // The same operation with other whitespace is the same entry.
    const again = await post({
      query: APPS.replace(/ \{ /g, '\n  {\n    '),
      variables: { country: 'Brasil' },
      operationName: 'Apps',
    });
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.text()).toBe(body);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('etag')).toBeNull();
    await post({ query: APPS, variables: { country: 'Reino Unido' } });
    expect((await post({ query: APPS, variables: { country: 'Reino Unido' } })).headers.get('x-cache')).toBe('miss');
    const gzip = await post(
      { query: APPS, variables: { country: 'Brasil' }, operationName: 'Apps' },
      {
        'accept-encoding': 'gzip',
        'if-none-match': '*',
      },
    );
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(body);
  });

  it('mutations, bearer requests and non-JSON bodies are never kept', async () => {
    const login = { query: 'mutation { login(username: "x", password: "y") { __typename } }' };
    await post(login);
    expect((await post(login)).headers.get('x-cache')).toBeNull();
    const q = { query: '{ categories { name } }' };
    await post(q, { authorization: `Bearer ${token}` });
    expect((await post(q, { authorization: `Bearer ${token}` })).headers.get('x-cache')).toBeNull();
    const asGraphql = () =>
      fetch(`${srv.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/graphql+json' },
        body: JSON.stringify(q),
      });
    await asGraphql();
    expect((await asGraphql()).headers.get('x-cache')).toBeNull();
  });

  it("invented variables are not kept; repeated ones fill the POST budget only: the site's kept reads stay", async () => {
    await get(srv.base, '/api/categories');
    expect((await get(srv.base, '/api/categories')).headers.get('x-cache')).toBe('hit');
    const start = srv.postCache?.stats();
    const invented = (i: number) => ({
      query: APPS,
      variables: { country: 'Brasil', invented: `${i}`.padEnd(2000, '.') },
    });
    for (let i = 0; i < 60; i++) await post(invented(i));
    expect(srv.postCache?.stats().stores).toBe(start?.stores);
    for (let i = 0; i < 120; i++) await post(invented(1000 + i)).then(() => post(invented(1000 + i)));
    const stats = srv.postCache?.stats();
    expect(stats?.stores).toBe((start?.stores ?? 0) + 120);
    expect(stats?.evictions).toBeGreaterThan(start?.evictions ?? 0);
    expect(stats?.bytes).toBeLessThanOrEqual(POST_BUDGET);
    expect((await get(srv.base, '/api/categories')).headers.get('x-cache')).toBe('hit');
  });
});

describe('a write is visible on the next read', () => {
  it('admin edits, added screens and subscriptions', async () => {
    expect(await appInfo(srv.base)).toBeNull();
    const app = await db.prisma.app.findFirstOrThrow({ where: { slug: 'caixa-tem' } });
    await admin('PATCH', `/api/apps/${app.id}`, { appInfo: 'Conta digital da Caixa' });
    expect(await appInfo(srv.base)).toBe('Conta digital da Caixa');
    const screens = async () =>
      ((await (await get(srv.base, '/api/apps/caixa-tem/screens')).json()) as unknown[]).length;
    const before = await screens();
    await admin('POST', '/api/screens', {
      appId: app.id,
      name: 'Pix',
      imageUrl: 'https://example.org/pix.png',
      airtableId: 'recCache1',
    });
    expect(await screens()).toBe(before + 1);
    const count = async () =>
      ((await (await get(srv.base, '/api/newsletter/subscribers')).json()) as { count: number }).count;
    const subscribers = await count();
    await fetch(`${srv.base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cache@example.org', language: 'pt' }),
    });
    expect(await count()).toBe(subscribers); // pending until confirmed (double opt-in)
    await confirmByLink(srv.base, db.prisma, 'cache@example.org');
    expect(await count()).toBe(subscribers + 1);
  });

  it('view counts reach the cached lists within the flush interval, not per view', async () => {
    const views = async () =>
      ((await (await get(srv.base, '/api/apps')).json()) as { slug: string; viewCount: number }[]).find(
        (a) => a.slug === 'meu-sus-digital',
      )?.viewCount;
    const before = await views();
    await fetch(`${srv.base}/api/apps/meu-sus-digital/views`, { method: 'POST' });
    expect(await views()).toBe(before); // still the kept list
    await expect.poll(views, { timeout: 5000, interval: 50 }).toBe((before ?? 0) + 1);
  });
});

describe('several instances on one PostgreSQL', () => {
  it('a write through one instance is seen by the other, also after its listener reconnects', async (ctx) => {
    if (!db.url || !db.pool) return ctx.skip(); // PGlite: one process owns the database
    const other = await openDatabase({ databaseUrl: db.url });
    const b = await startTestServer(other.prisma, undefined, {
      cache: { healMs: 60_000 },
      database: { ...other, url: db.url },
    });
    try {
      await appInfo(b.base); // kept by B
      expect((await get(b.base, '/api/apps/caixa-tem')).headers.get('x-cache')).toBe('hit');
      const app = await db.prisma.app.findFirstOrThrow({ where: { slug: 'caixa-tem' } });
      await admin('PATCH', `/api/apps/${app.id}`, { appInfo: 'Escrito pela instância A' });
      await expect.poll(() => appInfo(b.base), { timeout: 5000, interval: 50 }).toBe('Escrito pela instância A');
      // Written around the services (plain SQL): the database's trigger logs and announces it all the same.
      await db.pool.query(`UPDATE "App" SET "appInfo" = 'Escrito em SQL' WHERE id = $1`, [app.id]);
      await expect.poll(() => appInfo(b.base), { timeout: 5000, interval: 50 }).toBe('Escrito em SQL');
      // B's listening connection drops and a write lands before it listens again: its notification is
      // lost, and B catches up from the log once it listens again.
      await appInfo(b.base);
      await db.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN vitrine_changes' AND pid <> pg_backend_pid()`,
      );
      await db.prisma.app.update({ where: { id: app.id }, data: { appInfo: 'Escrito sem aviso' } });
      await expect.poll(() => appInfo(b.base), { timeout: 10_000, interval: 100 }).toBe('Escrito sem aviso');
    } finally {
      await b.close();
      await other.close();
    }
  });
});

describe('while the database is away', () => {
  it('kept answers are still served, marked; anything else is a 503', async () => {
    const gone = await testDatabase();
    await seedFixture(gone.prisma);
    const s = await startTestServer(gone.prisma, undefined, { cache: {} });
    try {
      await get(s.base, '/api/categories');
      await gone.close();
      expect((await get(s.base, '/api/apps')).status).toBe(503);
      const kept = await get(s.base, '/api/categories');
      expect(kept.status).toBe(200);
      expect(kept.headers.get('x-cache')).toBe('hit');
      expect(kept.headers.get('x-database')).toBe('unavailable');
    } finally {
      await s.close();
    }
  });
});
