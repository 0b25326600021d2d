// Abuse limits (issue 9): login throttling, newsletter and image-miss budgets per client address,
// session revocation on a password change. Limits are shortened here the way operators would set them.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { postgresRateLimits, RATE_LIMIT_TABLE } from '../../../server/services/platform/rate-limits.ts';
import { png } from '../../images/support/fixtures.ts';
import { seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';

const PASSWORD = 'correct horse battery';
const h = seededApi((db) => ensureAdminUser(db, 'admin', PASSWORD), {
  // The limit per username across addresses has its own file (login-account-limit.test.ts).
  rateLimits: {
    loginIpFailures: 10,
    imageMissesPerMinute: 2,
    newsletterPerHour: 3,
    newsletterPerNetworkHour: 4,
    loginAccountFailures: 1000,
  },
  trustProxy: { hops: 1 },
});

let nextIp = 1;
/** A fresh client address (the test server trusts one proxy hop). */
const newClient = () => `198.51.100.${nextIp++}`;

const post = async (path: string, body: unknown, ip: string, token?: string) => {
  const res = await fetch(h.srv.base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
};
const login = (password: string, ip: string, username = 'admin') =>
  post('/api/admin/login', { username, password }, ip);
const verify = async (token: string) =>
  (await fetch(`${h.srv.base}/api/admin/verify`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('login throttling', () => {
  it('locks a username for one address after 5 failures in a row, even for the right password', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i++) expect((await login('wrong', ip)).status).toBe(401);
    const locked = await login(PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed login attempts/);
    // 15 minutes, give or take the second the request took.
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(899);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(900);
    // Another address is not locked out by this one.
    expect((await login(PASSWORD, newClient())).status).toBe(200);
  });

  it('a success resets the count: failures must be consecutive', async () => {
    const ip = newClient();
    for (let i = 0; i < 4; i++) expect((await login('wrong', ip)).status).toBe(401);
    expect((await login(PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('wrong', ip)).status).toBe(401);
    expect((await login(PASSWORD, ip)).status).toBe(200);
  });

  it('limits one address guessing across many usernames', async () => {
    const ip = newClient();
    for (let i = 0; i < 10; i++) expect((await login('x', ip, `user${i}`)).status).toBe(401);
    const refused = await login(PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('GraphQL login shares the same lock and answers 429 with RATE_LIMITED', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i++) expect((await login('wrong', ip)).status).toBe(401);
    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        query: `mutation { login(username: "admin", password: "${PASSWORD}") { __typename } }`,
      }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(body.errors[0].extensions.http).toBeUndefined();
  });

  it('takes about as long for an unknown username as for a wrong password', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      expect((await login('wrong', newClient(), username)).status).toBe(401);
      return performance.now() - started;
    };
    await time('admin'); // warm-up: the dummy hash is made on first use
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('admin'));
      unknown.push(await time(`nobody-${i}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('sessions', () => {
  it('a changed ADMIN_PASSWORD revokes the sessions issued before it', async () => {
    const { body } = await login(PASSWORD, newClient());
    expect(await verify(body.token)).toBe(200);
    await ensureAdminUser(h.db.prisma, 'admin', PASSWORD); // same password: nothing changes
    expect(await verify(body.token)).toBe(200);
    await ensureAdminUser(h.db.prisma, 'admin', 'a brand new secret');
    expect(await verify(body.token)).toBe(401);
    expect((await login(PASSWORD, newClient())).status).toBe(401);
    const fresh = await login('a brand new secret', newClient());
    expect(await verify(fresh.body.token)).toBe(200);
    await ensureAdminUser(h.db.prisma, 'admin', PASSWORD);
  });
});

describe('newsletter and image budgets per address', () => {
  it('refuses subscriptions past the hourly budget with 429 and Retry-After', async () => {
    const ip = newClient();
    const email = (i: number) => ({ email: `sub${i}-${randomBytes(3).toString('hex')}@example.org`, language: 'pt' });
    for (let i = 0; i < 3; i++) expect((await post('/api/newsletter/subscribe', email(i), ip)).status).toBe(201);
    const refused = await post('/api/newsletter/subscribe', email(9), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many subscription attempts/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    // The refused address was not stored; another client still can subscribe.
    expect((await post('/api/newsletter/subscribe', email(10), newClient())).status).toBe(201);
  });

  it('counts subscriptions per IPv6 /48 too, so its 65,536 /64s do not each get the full budget', async () => {
    const network = `2001:db8:${(nextIp++).toString(16)}`;
    const email = () => ({ email: `net-${randomBytes(4).toString('hex')}@example.org`, language: 'pt' });
    // Five /64s of one /48, one attempt each: within every /64's budget, past the /48's (4).
    const statuses = [];
    for (let i = 1; i <= 5; i++)
      statuses.push((await post('/api/newsletter/subscribe', email(), `${network}:${i}::1`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // Another /48 is untouched; IPv4 addresses have no network budget.
    expect((await post('/api/newsletter/subscribe', email(), `2001:db8:ffff:1::1`)).status).toBe(201);
  });

  it('counts only image-proxy cache misses', async () => {
    const id = `limits-${randomBytes(4).toString('hex')}`;
    await new LocalImageHost(testMediaDir()).upload({ kind: 'screens', id, source: await png(400, 400) });
    const ip = newClient();
    const get = (width: number) =>
      fetch(`${h.srv.base}/proxy-image?url=/media/screens/${id}.png&width=${width}&format=png`, {
        headers: { 'x-forwarded-for': ip },
      });
    expect((await get(64)).status).toBe(200);
    expect((await get(96)).status).toBe(200);
    const third = await get(320);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    // Hits cost nothing: the variants already made are still served.
    expect((await get(64)).status).toBe(200);
    expect((await get(96)).status).toBe(200);
  });
});

describe('several instances on one PostgreSQL server', () => {
  it('share their counts through the database', async (ctx) => {
    const pool = h.db.pool;
    if (!pool) return ctx.skip(); // PGlite: one process, counts in memory
    const settings = { newsletterPerHour: 2 };
    const [a, b] = [await postgresRateLimits(settings, pool), await postgresRateLimits(settings, pool)];
    const ip = newClient();
    await a.newsletter(ip);
    await b.newsletter(ip);
    await expect(a.newsletter(ip)).rejects.toThrow(/Too many subscription attempts/);
    await expect(b.newsletter(ip)).rejects.toThrow(/Too many subscription attempts/);
    const rows = await pool.query(`SELECT key, points FROM "${RATE_LIMIT_TABLE}" WHERE key LIKE 'newsletter%'`);
    expect(rows.rows.some((r) => r.points >= 3)).toBe(true);
  });
});
