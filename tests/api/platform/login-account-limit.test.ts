// Guessing one admin's password from many addresses (each under its own per-address limit) locks that
// username for a short, growing time; the addresses it has logged in from are not locked out by it.
// Limits are shortened here the way operators would set them (RATE_LIMIT_LOGIN_ACCOUNT_*).
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { postgresRateLimits } from '../../../server/services/platform/rate-limits.ts';
import { seededApi } from '../../support/harness.ts';

const PASSWORD = 'correct horse battery';
const ACCOUNT = { loginAccountFailures: 6, loginAccountLockSeconds: 1 };
const h = seededApi((db) => ensureAdminUser(db, 'admin', PASSWORD), {
  rateLimits: ACCOUNT,
  trustProxy: { hops: 1 },
});

let nextIp = 1;
/** A fresh client address (the test server trusts one proxy hop). */
const newClient = () => `203.0.113.${nextIp++}`;
const login = async (password: string, ip: string, username = 'admin') => {
  const res = await fetch(`${h.srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')) };
};
/** `count` wrong guesses, two per address: every address stays far under its own limit (5). */
async function spreadGuesses(count: number) {
  let ip = newClient();
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) ip = newClient();
    expect((await login(`guess-${i}`, ip)).status).toBe(401);
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login limit per username across addresses', () => {
  it('guesses from many addresses lock the username for new addresses, not for the admin’s own', async () => {
    const home = newClient();
    expect((await login(PASSWORD, home)).status).toBe(200);
    await spreadGuesses(ACCOUNT.loginAccountFailures);

    // The right password from yet another address no longer gets in: the guessing stops here.
    const refused = await login(PASSWORD, newClient());
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(1);
    expect((await login('one-more-guess', newClient())).status).toBe(429);
    // The admin's own address is not locked out by strangers.
    expect((await login(PASSWORD, home)).status).toBe(200);
    // Other usernames are not affected.
    expect((await login('x', newClient(), 'editor')).status).toBe(401);

    // The lock is short, and the next one that day twice as long.
    await sleep(1100);
    expect((await login(PASSWORD, newClient())).status).toBe(200);
    await spreadGuesses(ACCOUNT.loginAccountFailures);
    const again = await login(PASSWORD, newClient());
    expect(again.status).toBe(429);
    expect(again.retryAfter).toBe(2);
    await sleep(2100);
    expect((await login(PASSWORD, newClient())).status).toBe(200);
  });

  it('on PostgreSQL, instances count one username’s failures together', async (ctx) => {
    const pool = h.db.pool;
    if (!pool) return ctx.skip(); // PGlite: one process, counts in memory
    const settings = { ...ACCOUNT, loginAccountLockSeconds: 60 };
    const [a, b] = [await postgresRateLimits(settings, pool), await postgresRateLimits(settings, pool)];
    const fail = async () => null;
    for (let i = 0; i < 6; i++) await (i % 2 ? a : b).login('shared-admin', newClient(), fail);
    await expect(a.login('shared-admin', newClient(), async () => 'in')).rejects.toThrow(/Too many failed login/);
    await expect(b.login('shared-admin', newClient(), async () => 'in')).rejects.toThrow(/Too many failed login/);
  });
});
