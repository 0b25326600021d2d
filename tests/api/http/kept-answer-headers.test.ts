// A kept answer goes out with the edge's own headers in one list (server/cache/response-cache.ts'
// EdgeHead): the same security and CORS headers as an answer the app wrote, a fresh request id each
// time, and an answer's own header (a page's CSP) instead of the edge's, never both.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../../server/cache/response-cache.ts';
import { createNodeServer } from '../../../server/http/node-server.ts';
import { baseHeaders } from '../../../server/http/security.ts';

const OWN_CSP = "default-src 'self'; script-src 'sha256-abc'";
let produced = 0;
const server = createNodeServer(
  async (request) => {
    produced++;
    const body = request.method === 'POST' ? await request.text() : '';
    return new Response(JSON.stringify({ path: new URL(request.url).pathname, body }), {
      headers: { 'content-type': 'application/json', 'content-security-policy': OWN_CSP },
    });
  },
  {
    origin: () => 'https://vitrine.example',
    log: { error: () => {} },
    baseHeaders: baseHeaders({}),
    cache: createResponseCache({ maxBytes: 1 << 20 }),
    postCache: createResponseCache({ maxBytes: 1 << 20, noStore: true }),
  },
);
let base = '';
let port = 0;
beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(
  () =>
    new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    }),
);

const edgeHeaders = (res: Response) => ({
  nosniff: res.headers.get('x-content-type-options'),
  frame: res.headers.get('x-frame-options'),
  cors: res.headers.get('access-control-allow-origin'),
  csp: res.headers.get('content-security-policy'),
});
const EXPECTED = { nosniff: 'nosniff', frame: 'DENY', cors: '*', csp: OWN_CSP };

describe('kept answers at the edge', () => {
  it('carry the edge headers, the answer’s own CSP once, and a request id of their own', async () => {
    const miss = await fetch(`${base}/api/categories`);
    await miss.text();
    const hit = await fetch(`${base}/api/categories`);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(edgeHeaders(hit)).toEqual(EXPECTED);
    expect(edgeHeaders(miss)).toEqual(EXPECTED);
    const ids = [miss.headers.get('x-request-id'), hit.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const notModified = await fetch(`${base}/api/categories`, {
      headers: { 'if-none-match': hit.headers.get('etag') as string },
    });
    expect(notModified.status).toBe(304);
    expect(edgeHeaders(notModified)).toEqual(EXPECTED);
    expect(notModified.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a GraphQL POST is answered from memory whether its body came with its head or after it', async () => {
    const body = JSON.stringify({ query: '{ categories { name } }' });
    const ask = () =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await (await ask()).text();
    await (await ask()).text(); // kept from its second asking on
    const before = produced;
    const hit = await ask();
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(edgeHeaders(hit)).toEqual(EXPECTED);
    expect(await hit.json()).toEqual({ path: '/graphql', body });
    // The head alone first, the body a moment later: read as any body is, then the same kept answer.
    const late = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let out = '';
      socket.on('data', (d) => {
        out += d.toString('utf8');
        if (out.endsWith('}')) socket.end();
      });
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      );
      setTimeout(() => socket.write(body), 50);
    });
    expect(late).toMatch(/^HTTP\/1\.1 200/);
    expect(late).toMatch(/\r\nx-cache: hit\r\n/i);
    expect(late.endsWith(JSON.stringify({ path: '/graphql', body }))).toBe(true);
    expect(produced).toBe(before);
  });
});
