import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../../server/http/node-server.ts';

// The bridge alone, with a handler that echoes what it was given or fails on purpose.
const logged: string[] = [];
let seenSignal: AbortSignal | undefined;
const server = createNodeServer(
  async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/boom') throw new Error(`secret at ${import.meta.url}`);
    if (url.pathname === '/slow') {
      seenSignal = request.signal;
      await new Promise((r) => request.signal.addEventListener('abort', r, { once: true }));
      // Work cut short by the abort throws, as fetch and the GraphQL executor do.
      if (url.searchParams.has('throw')) throw request.signal.reason;
      return new Response('late');
    }
    const body = await request.text();
    return Response.json({ url: request.url, id: request.headers.get('x-request-id'), bytes: body.length });
  },
  {
    origin: () => 'https://vitrine.example',
    log: { error: (m) => logged.push(m) },
    limits: { maxBodyBytes: 1000, headersTimeoutMs: 500, requestTimeoutMs: 1000 },
  },
);
let port = 0;
beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((r) => {
      server.close(() => r());
      // fetch keeps sockets alive for the server's 65 s keep-alive: close them instead of waiting.
      server.closeAllConnections();
    }),
);

/** Writes raw bytes and returns the whole answer (the server closes or we stop at the body). */
function rawRequest(lines: string, opts: { waitClose?: boolean } = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (d) => {
      out += d.toString('latin1');
      if (!opts.waitClose && /\r\n\r\n[\s\S]*\}$/.test(out)) socket.end();
    });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
    socket.write(lines);
  });
}

describe('the node bridge', () => {
  it('builds URLs on the configured origin, whatever the Host header says', async () => {
    const res = await rawRequest('GET /a?b=1 HTTP/1.1\r\nHost: evil example\r\nConnection: close\r\n\r\n', {
      waitClose: true,
    });
    expect(res).toMatch(/^HTTP\/1.1 200/);
    expect(res).toContain('"url":"https://vitrine.example/a?b=1"');
  });

  it('gives every request an id of its own, in the answer and to the handler', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/x`, { headers: { 'x-request-id': 'forged' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect((await res.json()).id).toBe(id);
  });

  it('answers an unexpected failure with a generic 500 and the request id, and logs it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Unexpected error.', requestId: res.headers.get('x-request-id') });
    expect(text).not.toMatch(/secret|file:|\.ts/);
    expect(logged.some((l) => l.includes(res.headers.get('x-request-id') as string))).toBe(true);
  });

  it('refuses bodies over the limit from Content-Length, and while streaming a chunked one', async () => {
    const declared = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: 'x'.repeat(1001) });
    expect(declared.status).toBe(413);
    const chunk = 'x'.repeat(600);
    const chunked = await rawRequest(
      `POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n258\r\n${chunk}\r\n258\r\n${chunk}\r\n0\r\n\r\n`,
      { waitClose: true },
    );
    expect(chunked).toMatch(/^HTTP\/1.1 413/);
    const fits = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: 'x'.repeat(1000) });
    expect((await fits.json()).bytes).toBe(1000);
  });

  it('refuses targets that are not paths, and closes sockets that never finish their headers', async () => {
    expect(
      await rawRequest('GET http://other.example/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n', {
        waitClose: true,
      }),
    ).toMatch(/^HTTP\/1.1 400/);
    const started = Date.now();
    const slow = await rawRequest('GET /x HTTP/1.1\r\nHost: a\r\n', { waitClose: true });
    expect(slow).toMatch(/408|^$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(['/slow', '/slow?throw'])(
    'aborts the request signal when the client goes away (%s), logging nothing',
    async (path) => {
      seenSignal = undefined;
      logged.length = 0;
      const controller = new AbortController();
      const pending = fetch(`http://127.0.0.1:${port}${path}`, { signal: controller.signal }).catch(() => null);
      await expect.poll(() => seenSignal !== undefined).toBe(true);
      controller.abort();
      await pending;
      await expect.poll(() => seenSignal?.aborted).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      expect(logged).toEqual([]);
    },
  );
});
