// The health port (HEALTH_PORT): /healthz and /readyz answered by a worker thread from what the main
// thread last reported, so probes are answered even while the main event loop is slow or stuck, and
// a stuck main loop is reported as such.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '../../server/health/health.ts';
import { startHealthPort } from '../../server/health/health-port.ts';
import { killLeftovers, type SuiteDatabase, startServer, suiteDatabase } from './support/child-server.ts';

type Port = Awaited<ReturnType<typeof startHealthPort>>;
const get = async (port: number, path: string, init?: RequestInit) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
  return { status: res.status, headers: res.headers, body: res.status === 405 ? null : await res.json() };
};
const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('health port in this process', () => {
  let readiness: Readiness = { ok: true, migrations: 7 };
  let health: Port;
  beforeAll(async () => {
    health = await startHealthPort({
      host: '127.0.0.1',
      port: 0,
      stallMs: 1000,
      readyEveryMs: 50,
      readiness: async () => readiness,
      database: 'pglite',
      details: () => ({ cache: { entries: 3 } }),
    });
  });
  afterAll(() => health?.close());

  it('answers /healthz and /readyz with the main thread’s last report, and nothing else', async () => {
    const alive = await get(health.port, '/healthz');
    expect(alive).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await get(health.port, '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'pglite', migrations: 7, cache: { entries: 3 } },
    });
    expect((await get(health.port, '/healthz', { method: 'POST' })).status).toBe(405);
    expect((await get(health.port, '/api/apps')).status).toBe(404);
  });

  it('says 503 on /readyz once a readiness check fails, and 200 again when it passes', async () => {
    readiness = { ok: false, reason: 'database unreachable' };
    await until(async () => (await get(health.port, '/readyz')).status === 503);
    expect((await get(health.port, '/readyz')).body).toMatchObject({ reason: 'database unreachable' });
    expect((await get(health.port, '/healthz')).status).toBe(200);
    readiness = { ok: true, migrations: 7 };
    await until(async () => (await get(health.port, '/readyz')).status === 200);
  });

  it('answers at once while the main thread is blocked, and reports the stall', async () => {
    // curl runs outside this (blocked) thread: it asks 1.7 s into a 2.5 s block of the main loop.
    const url = `http://127.0.0.1:${health.port}/healthz`;
    const asked = new Promise<string>((resolve, reject) =>
      execFile('sh', ['-c', `sleep 1.7; curl -s -m 5 -w ' %{http_code} %{time_total}' ${url}`], (e, out) =>
        e ? reject(e) : resolve(out),
      ),
    );
    const blockedUntil = Date.now() + 2500;
    while (Date.now() < blockedUntil) {
      // Busy on purpose: this is the stuck main loop.
    }
    const [body, status, seconds] = (await asked).split(' ');
    expect(JSON.parse(body ?? '')).toMatchObject({ status: 'stalled' });
    expect(status).toBe('503');
    expect(Number(seconds)).toBeLessThan(0.5);
    await until(async () => (await get(health.port, '/healthz')).status === 200);
  });

  it('says 503 on /readyz while draining, keeps /healthz 200, and closes its port', async () => {
    health.drain();
    await until(async () => (await get(health.port, '/readyz')).status === 503);
    expect((await get(health.port, '/readyz')).body).toMatchObject({ reason: 'shutting down' });
    expect((await get(health.port, '/healthz')).status).toBe(200);
    const port = health.port;
    await health.close();
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

describe('health port of the real server', () => {
  let db: SuiteDatabase;
  beforeAll(async () => {
    db = await suiteDatabase('healthport');
  });
  afterAll(async () => {
    await killLeftovers();
    await db?.dispose();
  });

  it('is announced in the log, tells operators what the public /readyz does not, and goes away with the process', async () => {
    const srv = await startServer({ ...db.env, HEALTH_PORT: '0' });
    const line = srv.logLines().find((l) => String(l.msg).startsWith('health checks'));
    const port = Number(/:(\d+)\/healthz/.exec(String(line?.msg))?.[1]);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(srv.port);
    expect(await get(port, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const detailed = await get(port, '/readyz');
    expect(detailed).toMatchObject({ status: 200, body: { status: 'ready', database: db.label } });
    expect(detailed.body.migrations).toBeGreaterThan(0);
    expect(detailed.body.cache).toEqual(expect.objectContaining({ entries: expect.any(Number) }));
    expect(await get(srv.port, '/readyz')).toEqual(expect.objectContaining({ status: 200, body: { status: 'ready' } }));
    srv.kill('SIGTERM');
    expect((await srv.waitExit(30_000)).code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
