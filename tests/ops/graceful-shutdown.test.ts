// Fault test: SIGTERM while a slow request is in flight. The server stops accepting at once, closes idle
// keep-alive connections, lets the request finish (201), then closes the database and exits 0. With a
// short SHUTDOWN_GRACE_MS, a request that never finishes is cut and the process still exits.
import { existsSync } from 'node:fs';
import { Agent, type ClientRequest, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import {
  type ChildServer,
  killLeftovers,
  type SuiteDatabase,
  startServer,
  suiteDatabase,
} from './support/child-server.ts';

let db: SuiteDatabase;

beforeAll(async () => {
  db = await suiteDatabase('shutdown');
});

afterAll(async () => {
  await killLeftovers();
  await db?.dispose();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a TCP connection to the port: 'connected' (then closed again) or the error code (ECONNREFUSED). */
const probe = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });

/** Polls until a new connection is refused; returns how long that took. */
async function refusedWithin(port: number, ms: number) {
  const started = performance.now();
  for (;;) {
    const state = await probe(port);
    if (state === 'ECONNREFUSED') return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`new connections still ${state} ${ms} ms after SIGTERM`);
    await sleep(20);
  }
}

type Slow = {
  req: ClientRequest;
  /** The response (status, headers, body), or the error that ended the request. */
  outcome: Promise<
    | { ok: true; status: number; headers: IncomingMessage['headers']; body: string; at: number }
    | { ok: false; error: string; at: number }
  >;
};

/**
 * POST /api/newsletter/subscribe with its Content-Length announced and only `firstBytes` of the body sent.
 * `Expect: 100-continue` makes the server say when it has parsed the head and started on the request,
 * so the test waits for that state instead of sleeping.
 */
async function startSlowSubscription(server: ChildServer, body: string, firstBytes: number): Promise<Slow> {
  const req = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/newsletter/subscribe',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const outcome: Slow['outcome'] = new Promise((resolve) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => {
        text += c;
      });
      res.once('end', () =>
        resolve({ ok: true, status: res.statusCode ?? 0, headers: res.headers, body: text, at: performance.now() }),
      );
      res.once('error', (e) => resolve({ ok: false, error: e.message, at: performance.now() }));
    });
    req.once('error', (e: NodeJS.ErrnoException) =>
      resolve({ ok: false, error: e.code ?? e.message, at: performance.now() }),
    );
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    outcome.then((o) => reject(new Error(`the request ended before the server accepted it: ${JSON.stringify(o)}`)));
  });
  req.flushHeaders();
  await accepted;
  req.write(body.slice(0, firstBytes));
  return { req, outcome };
}

describe('graceful shutdown (SIGTERM)', () => {
  test('a slow request in flight completes; new connections are refused; exit 0', { timeout: 90_000 }, async () => {
    const grace = 10_000;
    const server = await startServer({
      ...db.env,
      SHUTDOWN_GRACE_MS: String(grace),
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000000',
    });

    // An idle keep-alive connection: draining must close it at once (not after the 5 s keep-alive timeout).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let idleClosedAt = 0;
    const health = await new Promise<number | undefined>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port: server.port, path: '/healthz', agent }, (res) => {
        res.resume().once('end', () => resolve(res.statusCode));
      });
      r.once('socket', (s) => s.once('close', () => (idleClosedAt = performance.now())));
      r.once('error', reject);
      r.end();
    });
    expect(health).toBe(200);

    const email = `slow-${Date.now()}@example.org`;
    const body = JSON.stringify({ email, language: 'pt', name: '' });
    const pieces = 4;
    const step = Math.ceil(body.length / pieces);
    const slow = await startSlowSubscription(server, body, step);

    const sigterm = server.kill('SIGTERM');
    const refusedAfter = await refusedWithin(server.port, 5000);
    // The rest of the body over ~1.5 s, the server still draining the whole time.
    for (let i = 1; i < pieces; i++) {
      await sleep(500);
      expect(server.running(), `the server exited with a request in flight\n${server.describe()}`).toBe(true);
      expect(await probe(server.port), 'a new connection while draining').toBe('ECONNREFUSED');
      slow.req.write(body.slice(i * step, (i + 1) * step));
    }
    const sentAt = performance.now();
    slow.req.end();

    const outcome = await slow.outcome;
    if (!outcome.ok) throw new Error(`the in-flight request failed: ${outcome.error}\n${server.describe()}`);
    expect(outcome.status, outcome.body).toBe(201);
    // Stored pending (double opt-in): the answer is the subscription's, not yet counted.
    expect(JSON.parse(outcome.body)).toMatchObject({ message: 'Subscribed', subscriberCount: 0 });
    // Keep-alive clients are told to go elsewhere while the server drains.
    expect(outcome.headers.connection).toBe('close');

    const exit = await server.waitExit(grace + 5000);
    agent.destroy();
    expect(exit, server.describe()).toMatchObject({ code: 0, signal: null });
    const exitMs = exit.at - sigterm;
    // It waited for the request (sent its last byte ≥ 1.5 s after SIGTERM), and not for the grace period.
    expect(exit.at).toBeGreaterThan(sentAt);
    expect(exitMs).toBeLessThan(grace);
    expect(idleClosedAt, 'the idle keep-alive connection was not closed').toBeGreaterThan(0);
    expect(idleClosedAt).toBeLessThan(outcome.at);
    const messages = server.logLines().map((l) => l.msg);
    expect(messages, server.describe()).toContain('shutdown complete');
    expect(server.stderr()).not.toMatch(/were cut/);
    console.log(
      `graceful shutdown on ${db.label}: new connections refused ${Math.round(refusedAfter)} ms after SIGTERM, ` +
        `idle keep-alive closed after ${Math.round(idleClosedAt - sigterm)} ms, in-flight request answered ${outcome.status} ` +
        `${Math.round(outcome.at - sigterm)} ms after SIGTERM, exit code 0 after ${Math.round(exitMs)} ms (grace ${grace} ms)`,
    );

    // The answer was a real write, and the database was closed cleanly (PGlite's lock released).
    if (db.label === 'pglite') expect(existsSync(join(db.dataDir, 'vitrine.lock'))).toBe(false);
    const database = await openDatabase(db.databaseUrl ? { databaseUrl: db.databaseUrl } : { dataDir: db.dataDir });
    try {
      expect(await database.prisma.newsletterSubscriber.count({ where: { email } })).toBe(1);
    } finally {
      await database.close();
    }
  });

  test('SHUTDOWN_GRACE_MS=500: a request that never finishes is cut and the process exits', async () => {
    const server = await startServer({ ...db.env, SHUTDOWN_GRACE_MS: '500' });
    const body = JSON.stringify({ email: `never-${Date.now()}@example.org`, language: 'pt', name: '' });
    const slow = await startSlowSubscription(server, body, 10);

    const sigtermWall = Date.now();
    const sigterm = server.kill('SIGTERM');
    const outcome = await slow.outcome;
    // Tearing down a process that ran PGlite (its WebAssembly memory) takes a moment after
    // process.exit, longer on a busy machine: the exit itself gets a looser deadline than the cut.
    const exit = await server.waitExit(6000);
    slow.req.destroy();
    expect(exit, server.describe()).toMatchObject({ code: 0, signal: null });
    expect(outcome.ok, `the unfinished request was answered: ${JSON.stringify(outcome)}`).toBe(false);
    // Cut when the grace period was over: not before, and not much later.
    const cutMs = outcome.at - sigterm;
    expect(cutMs, 'the request was cut before the grace period was over').toBeGreaterThanOrEqual(450);
    expect(cutMs, 'the request was not cut ~500 ms after SIGTERM').toBeLessThan(2000);
    expect(server.stderr(), server.describe()).toMatch(/shutdown: requests still running after 500 ms were cut/);
    const done = server.logLines().find((l) => l.msg === 'shutdown complete');
    expect(done, server.describe()).toBeDefined();
    const doneMs = Date.parse(String(done?.time)) - sigtermWall;
    expect(doneMs, '"shutdown complete" was logged late').toBeLessThan(2000);
    const exitMs = exit.at - sigterm;
    console.log(
      `forced shutdown on ${db.label}: the unfinished request ended with ${outcome.ok ? outcome.status : outcome.error} ` +
        `${Math.round(cutMs)} ms after SIGTERM (grace 500 ms), "shutdown complete" at ${doneMs} ms, ` +
        `exit code ${exit.code} at ${Math.round(exitMs)} ms`,
    );
  });
});
