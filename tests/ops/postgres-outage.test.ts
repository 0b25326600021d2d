// Fault test: the network between the app and PostgreSQL is cut and restored (a TCP proxy on 127.0.0.1
// in between). While cut, reads the response cache kept are still served (marked x-database: unavailable),
// anything else answers a quick 503 with Retry-After (REST and GraphQL), /readyz 503 and /healthz 200, never
// a 500, and the process stays up; once restored, it serves again without a restart.
// Three cycles, one per way a cut can look (refused, reset, silent), to show it recovers repeatedly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildServer, createPostgresDatabase, killLeftovers, startServer } from './support/child-server.ts';
import { type CutMode, startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const serverUrl = process.env.DATABASE_URL;

/** Each 503 must come back this fast: the pool gives up connecting after 3 s. */
const QUICK_MS = 5000;
/**
 * A silent cut (no refusal, no reset) costs every database round trip the pool's full connect timeout,
 * and a subscription makes two in a row (the shared rate-limit count, then the insert): ~6 s.
 */
const QUICK_MS_SILENT_SUBSCRIBE = 8000;

type Answer = { status: number; ms: number; retryAfter: string | null; headers: Headers; body: any };

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    headers: response.headers,
    body,
  };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

let sequence = 0;
const subscribe = (base: string) =>
  call(
    base,
    '/api/newsletter/subscribe',
    json({ email: `outage-${sequence++}@example.org`, language: 'pt', name: '' }),
  );
/** A search nobody asked before: never in the response cache, so it needs the database. */
const uncached = (base: string) => call(base, `/api/screens?search=outage${sequence++}`);
/** A GraphQL POST nobody sent before (its variables are new): not in the POST cache either. */
const graphql = (base: string) =>
  call(base, '/graphql', json({ query: '{ apps { name } categories { name } }', variables: { n: sequence++ } }));

// PGlite runs inside the app process: there is no connection to cut.
const describeOnPostgres = serverUrl ? describe : describe.skip;
const title = serverUrl
  ? 'PostgreSQL cut and restored through a TCP proxy'
  : 'PostgreSQL outage: skipped, DATABASE_URL is not set (PGlite runs in-process and cannot be cut off)';

describeOnPostgres(title, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let proxy: TcpProxy | undefined;
  let server: ChildServer;
  let dataDir: string | undefined;
  const figures: string[] = [];

  beforeAll(async () => {
    const target = new URL(serverUrl as string);
    database = await createPostgresDatabase(serverUrl as string);
    proxy = await startTcpProxy({ host: target.hostname || '127.0.0.1', port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-ops-outage-'));
    server = await startServer({
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: dataDir,
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000000',
    });
  });

  afterAll(async () => {
    await killLeftovers();
    await proxy?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    if (figures.length) console.log(`postgres-outage:\n${figures.join('\n')}`);
  });

  test('before the cut: apps 200, a subscription 201, ready', async () => {
    expect((await call(server.base, '/api/apps')).status).toBe(200);
    expect((await subscribe(server.base)).status).toBe(201);
    expect((await call(server.base, '/readyz')).status).toBe(200);
    expect(proxy?.open()).toBeGreaterThan(0);
  });

  const cycle = async (mode: CutMode) => {
    const p = proxy as TcpProxy;
    const base = server.base;
    const errorsBefore = server.stderr().length;

    // Cut: the first 503 must come within seconds, with nothing but 200s before it.
    const cutAt = performance.now();
    await p.cut(mode);
    let first: Answer | undefined;
    while (!first) {
      const a = await uncached(base);
      if (a.status === 503) first = a;
      else if (a.status !== 200)
        throw new Error(
          `GET /api/screens answered ${a.status} after the cut: ${JSON.stringify(a.body)}\n${server.describe()}`,
        );
      else if (performance.now() - cutAt > 15_000)
        throw new Error(`no 503 within 15 s of the cut\n${server.describe()}`);
      else await new Promise((r) => setTimeout(r, 50));
    }
    const firstMs = performance.now() - cutAt;

    const kept = await call(base, '/api/apps');
    const answers: Record<string, Answer> = {
      'GET /api/screens?search=': await uncached(base),
      'GET /api/screens/facets?search=': await call(base, `/api/screens/facets?search=outage${sequence++}`),
      'POST /api/newsletter/subscribe': await subscribe(base),
      'POST /graphql': await graphql(base),
      'GET /readyz': await call(base, '/readyz'),
    };
    const healthz = await call(base, '/healthz');
    for (const [what, a] of Object.entries(answers)) {
      expect(a.status, `${what} during the cut (${mode}): ${JSON.stringify(a.body)}`).toBe(503);
      const limit = mode === 'blackhole' && what.includes('subscribe') ? QUICK_MS_SILENT_SUBSCRIBE : QUICK_MS;
      expect(a.ms, `${what} took ${Math.round(a.ms)} ms to answer 503`).toBeLessThan(limit);
      if (what === 'GET /readyz') continue;
      expect(Number(a.retryAfter), `${what}: Retry-After`).toBeGreaterThan(0);
      if (what === 'POST /graphql') {
        expect(a.body.errors?.[0]?.extensions?.code, JSON.stringify(a.body)).toBe('SERVICE_UNAVAILABLE');
        expect(a.body.errors[0].message).toMatch(/temporarily unavailable/);
      } else {
        expect(a.body.message, `${what}: ${JSON.stringify(a.body)}`).toMatch(/temporarily unavailable/);
      }
    }
    // Read just before the cut (and after each recovery), so the cache holds it.
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.headers.get('x-database')).toBe('unavailable');
    expect(Array.isArray(kept.body)).toBe(true);
    // The public port says only that; the reason is in the log (and on the health port).
    expect(answers['GET /readyz']?.body).toEqual({ status: 'unavailable' });
    expect(server.logLines().some((l) => String(l.msg).startsWith('not ready: '))).toBe(true);
    expect(healthz.status).toBe(200);
    expect(server.running(), server.describe()).toBe(true);

    // Restore: the same process serves again, no restart.
    const restoredAt = performance.now();
    await p.restore();
    let recovered: Answer | undefined;
    let polls = 0;
    while (!recovered) {
      const a = await uncached(base);
      polls++;
      if (a.status === 200) recovered = a;
      else if (a.status !== 503)
        throw new Error(
          `GET /api/screens answered ${a.status} after the restore: ${JSON.stringify(a.body)}\n${server.describe()}`,
        );
      else if (performance.now() - restoredAt > 30_000)
        throw new Error(`no 200 within 30 s of the restore (last ${a.status})\n${server.describe()}`);
      else await new Promise((r) => setTimeout(r, 100));
    }
    const recoveryMs = performance.now() - restoredAt;
    expect((await subscribe(base)).status).toBe(201);
    expect((await call(base, '/readyz')).status).toBe(200);
    const gql = await graphql(base);
    expect(gql.status, JSON.stringify(gql.body)).toBe(200);
    expect(gql.body.errors).toBeUndefined();

    // Nothing was logged as an unexpected error (what a 500 would have been); the outage itself is
    // one line at most per incident, without a stack (issue 52 item 2).
    const lines = server.stderr().slice(errorsBefore).split('\n');
    const outage = lines.filter((l) => l.includes('database unavailable: '));
    expect(outage.length, 'outage lines').toBeLessThanOrEqual(1);
    for (const l of outage) expect(l).not.toMatch(/\\n\s+at /);
    const logged = lines.filter((l) => !l.includes('database unavailable: ')).join('\n');
    expect(logged, 'errors logged during the outage').not.toMatch(/"level":"error"/);
    expect(server.running(), server.describe()).toBe(true);

    const slowest = Math.max(...Object.values(answers).map((a) => a.ms));
    figures.push(
      `  cut (${mode}): first 503 ${Math.round(firstMs)} ms after the cut; 503s in ${Object.entries(answers)
        .map(([w, a]) => `${w.split(' ')[1]} ${Math.round(a.ms)}`)
        .join(', ')} ms (slowest ${Math.round(slowest)}); ` +
        `recovered (an uncached GET /api/screens 200) ${Math.round(recoveryMs)} ms after the restore (${polls} polls)`,
    );
  };

  test('cut 1 (connections refused): 503s, then recovery without a restart', { timeout: 90_000 }, () =>
    cycle('refuse'),
  );
  test('cut 2 (connections reset): 503s, then recovery again', { timeout: 90_000 }, () => cycle('reset'));
  test('cut 3 (silent: connections accepted, never answered): 503s, then recovery', { timeout: 90_000 }, () =>
    cycle('blackhole'),
  );

  test('the same process stops cleanly afterwards', async () => {
    server.kill('SIGTERM');
    const exit = await server.waitExit(15_000);
    expect(exit, server.describe()).toMatchObject({ code: 0, signal: null });
  });
});
