// The bridge's own answers (no database): methods it does not serve, requests Node's parser refuses,
// Accept-Encoding weights, and readers that stop reading.

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../../server/cache/response-cache.ts';
import { createNodeServer } from '../../../server/http/node-server.ts';
import { baseHeaders } from '../../../server/http/security.ts';
import { slowReadersWatched } from '../../../server/http/slow-readers.ts';

const BIG = 16 * 1024 * 1024; // more than loopback's socket buffers can take
const logged: unknown[] = [];
let streamCancelled: boolean | undefined;
const server = createNodeServer(
  async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/stream') {
      streamCancelled = false;
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          if (sent >= BIG) return c.close();
          sent += 65_536;
          c.enqueue(new Uint8Array(65_536));
        },
        cancel() {
          streamCancelled = true;
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/octet-stream' } });
    }
    if (path === '/big-page') return new Response(new Uint8Array(BIG), { headers: { 'content-type': 'text/html' } });
    return new Response(JSON.stringify({ text: 'x'.repeat(2000) }), {
      headers: { 'content-type': 'application/json' },
    });
  },
  {
    origin: () => 'http://127.0.0.1',
    log: { error: (_m, e) => logged.push(e) },
    limits: { headersTimeoutMs: 500, requestTimeoutMs: 1000, sendStallMs: 300 },
    baseHeaders: baseHeaders({}),
    cache: createResponseCache({ maxBytes: 512 * 1024 * 1024 }),
  },
);
const sockets = new Set<Socket>();
server.on('connection', (s) => sockets.add(s));
let port = 0;
beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
);

function raw(text: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(out));
    socket.write(text);
  });
}
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(answer.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

describe('methods the site does not serve', () => {
  it.each([
    ['TRACE', 405],
    ['PROPFIND', 501],
    ['MKCOL', 501],
  ])('%s gets %i with Allow and no stack, and nothing is logged', async (method, status) => {
    const answer = await raw(`${method} / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status}`));
    expect(headerOf(answer, 'allow')).toContain('GET');
    expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
    expect(answer).not.toMatch(/at .*\.ts|node:internal|TypeError/);
    expect(logged).toEqual([]);
  });
});

describe("Node's own refusals carry the site's headers", () => {
  it.each([
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost a\r\n\r\n', 400],
    ['an unknown method token', 'G@T / HTTP/1.1\r\nHost: a\r\n\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a bad chunk size', 'POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
  ])('%s: %i', async (_name, text, status) => {
    const answer = await raw(text);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status}`));
    for (const name of ['x-content-type-options', 'content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(headerOf(answer, name), name).toBeTruthy();
    }
    expect(headerOf(answer, 'connection')).toBe('close');
  });

  it('a request that never finishes its headers: 408 with the headers', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: a\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(headerOf(answer, 'content-security-policy')).toBeTruthy();
  });
});

describe('Accept-Encoding weights', () => {
  it.each([
    ['gzip;q=0', null],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['*;q=0', null],
    ['*', 'br'],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
  ])('%s → %s, on a miss and on a kept answer', async (accept, expected) => {
    for (let i = 0; i < 2; i++) {
      const answer = await raw(
        `GET /page HTTP/1.1\r\nHost: a\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1.1 200/);
      expect(headerOf(answer, 'content-encoding') ?? null).toBe(expected);
    }
  });
});

describe('readers that stop reading', () => {
  /** Sends a request and never reads the answer (the socket is paused: bytes pile up in the kernel). */
  const stalled = (path: string) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nHost: a\r\nAccept-Encoding: identity\r\n\r\n`);
    return socket;
  };
  const serverSide = () => [...sockets].filter((s) => !s.destroyed).length;

  it('a streamed answer is abandoned after the stall limit and its work stopped', async () => {
    streamCancelled = undefined;
    const client = stalled('/api/stream');
    await expect.poll(() => streamCancelled, { timeout: 10_000 }).toBe(true);
    await expect.poll(serverSide, { timeout: 5_000 }).toBe(0);
    client.destroy();
  });

  it('a kept answer written at once is abandoned too', async () => {
    const first = await raw(
      'GET /big-page HTTP/1.1\r\nHost: a\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n',
    );
    expect(first.length).toBeGreaterThan(BIG);
    const clients = Array.from({ length: 5 }, () => stalled('/big-page'));
    await expect.poll(() => slowReadersWatched(), { timeout: 5_000 }).toBe(5);
    await expect.poll(serverSide, { timeout: 10_000 }).toBe(0);
    expect(slowReadersWatched()).toBe(0);
    for (const c of clients) c.destroy();
  });

  it('an answer small enough for the kernel, then line breaks and no request: closed after the header limit', async () => {
    const client = stalled('/page');
    let closedAt = 0;
    const started = performance.now();
    client.on('close', () => {
      closedAt = performance.now() - started;
    });
    // What llhttp skips between requests: it kept Node's keep-alive timer young forever.
    const trickle = setInterval(() => client.write('\r\n'), 100);
    try {
      await expect.poll(() => closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
      // headersTimeoutMs is 500 here: the first line break starts the clock; the sweep runs every 125 ms.
      expect(closedAt).toBeLessThan(2_000);
    } finally {
      clearInterval(trickle);
      client.destroy();
    }
  });

  it('a kept-alive client that asks again before the limits is served on the same connection', async () => {
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    socket.setEncoding('utf8').on('data', (d: string) => answers.push(d));
    const ask = () => socket.write('GET /page HTTP/1.1\r\nHost: a\r\nAccept-Encoding: identity\r\n\r\n');
    ask();
    await expect.poll(() => answers.join('').match(/HTTP\/1.1 200/g)?.length ?? 0).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    ask();
    await expect.poll(() => answers.join('').match(/HTTP\/1.1 200/g)?.length ?? 0).toBe(2);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('a reader that keeps reading slowly is not cut', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/big-page`, { headers: { 'accept-encoding': 'identity' } });
    const reader = res.body?.getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      bytes += value.length;
      // Slower than the stall limit in total, never silent for as long as it.
      if (bytes % (4 * 1024 * 1024) < value.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(bytes).toBe(BIG);
  });
});
