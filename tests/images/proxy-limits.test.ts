import { rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilevelPng, HTML, lyingHeaderPng, png, SVG } from './support/fixtures.ts';
import { proxyRequest, proxyWorld } from './support/proxy-setup.ts';
import { sendBytes } from './support/upstream.ts';

let world: Awaited<ReturnType<typeof proxyWorld>>;
const open = new Set<ServerResponse>();

beforeAll(async () => {
  world = await proxyWorld(
    { 'images.test': ['127.0.0.1'] },
    { fetchTimeoutMs: 1500, idleTimeoutMs: 600, maxSourceBytes: 8_000_000 },
  );
  const full = await png(600, 400, true);
  const up = world.upstream;
  up.route('/photo.png', sendBytes(await png(1080, 1920, true)));
  up.route('/small.png', sendBytes(await png(100, 50)));
  up.route('/claims-50000.png', sendBytes(lyingHeaderPng(50_000, 50_000)));
  up.route('/real-20000.png', sendBytes(bilevelPng(20_000, 20_000)));
  up.route('/svg.png', sendBytes(SVG));
  up.route('/html.png', sendBytes(HTML));
  up.route('/truncated.png', sendBytes(full.subarray(0, Math.floor(full.length / 2))));
  up.route('/big.png', sendBytes(Buffer.alloc(9_000_000, 1)));
  up.route('/big-chunked.png', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    for (let i = 0; i < 90; i++) res.write(Buffer.alloc(100_000, 7));
    res.end();
  });
  // Endless trickle: one byte every 100 ms, never finishing.
  up.route('/slow.png', (_req, res) => {
    open.add(res);
    res.writeHead(200, { 'content-type': 'image/png' });
    const t = setInterval(() => res.write(Buffer.from([0x89])), 100);
    res.on('close', () => clearInterval(t));
  });
  up.route('/stalled.png', (_req, res) => {
    open.add(res);
    res.writeHead(200, { 'content-type': 'image/png' }).flushHeaders();
  });
  up.route('/500.png', (_req, res) => res.writeHead(500).end('boom'));
  up.route('/404.png', (_req, res) => res.writeHead(404).end('nope'));
});
afterAll(async () => {
  for (const r of open) r.destroy();
  await world.upstream.close();
  rmSync(world.dir, { recursive: true, force: true });
});

const get = (path: string, params: Record<string, string> = {}, headers?: HeadersInit) =>
  world.handler()(proxyRequest(world.u(path), params, headers));

async function expectError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(0);
}

describe('proxy hostile inputs', () => {
  it('refuses a PNG whose header claims 50000×50000 without decoding it', async () => {
    await expectError(await get('/claims-50000.png', { width: '100' }), 413);
  });

  it('refuses a real 20000×20000 image (400 MP > 40 MP)', async () => {
    await expectError(await get('/real-20000.png', { width: '100' }), 413);
  });

  it('refuses SVG and HTML bodies even when named .png and typed image/png', async () => {
    await expectError(await get('/svg.png'), 415);
    await expectError(await get('/html.png'), 415);
  });

  it('answers 422 for a truncated image', async () => {
    await expectError(await get('/truncated.png', { width: '100' }), 422);
  });

  it('caps the download size by header and while streaming', async () => {
    await expectError(await get('/big.png'), 413);
    await expectError(await get('/big-chunked.png'), 413);
  });

  it('gives up on an endless slow stream within the time budget', async () => {
    const t = performance.now();
    await expectError(await get('/slow.png'), 504);
    expect(performance.now() - t).toBeLessThan(3000);
  });

  it('gives up on a stalled stream after the idle timeout', async () => {
    const t = performance.now();
    await expectError(await get('/stalled.png'), 504);
    expect(performance.now() - t).toBeLessThan(1400);
  });

  it('maps upstream failures to 502', async () => {
    await expectError(await get('/500.png'), 502);
    await expectError(await get('/404.png'), 502);
  });

  it('validates parameters', async () => {
    const invalid: Array<Record<string, string>> = [
      { width: '2561' },
      { height: '0' },
      { width: 'abc' },
      { width: '-5' },
      { quality: '0' },
      { quality: '101' },
      { quality: '8.5' },
      { format: 'svg' },
      { format: 'tiff' },
    ];
    for (const params of invalid) {
      await expectError(await get('/small.png', params), 400);
    }
    await expectError(await world.handler()(new Request('http://app.test/proxy-image?width=10')), 400);
    const post = await world.handler()(new Request(`http://app.test/proxy-image?url=x`, { method: 'POST' }));
    expect(post.status).toBe(405);
  });

  it('keeps serving normally after every failure above', async () => {
    const res = await get('/photo.png', {
      width: '640',
      format: 'webp',
      quality: '80',
      priority: 'high',
      timestamp: '123',
    });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 1138]);
  });
});

describe('proxy transforms and caching', () => {
  it('never enlarges', async () => {
    const res = await get('/small.png', { width: '640', height: '640', format: 'png' });
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it('negotiates AVIF/WebP from Accept when format is auto, and says Vary: Accept', async () => {
    const avif = await get('/small.png', { width: '50' }, { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const webp = await get('/small.png', { width: '50', format: 'auto' }, { accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const legacy = await get('/small.png', { width: '50' }, { accept: 'image/*' });
    expect(legacy.headers.get('content-type')).toBe('image/png');
    const named = await get('/small.png', { width: '50', format: 'jpeg' }, { accept: 'image/avif' });
    expect(named.headers.get('content-type')).toBe('image/jpeg');
    expect(named.headers.get('vary')).toBeNull();
  });

  it('caches on disk with a strong ETag, immutable caching and 304 revalidation', async () => {
    const params = { width: '320', format: 'webp', quality: '70' };
    const hitsBefore = world.upstream.hits('/photo.png');
    const first = await get('/photo.png', { ...params, timestamp: '1' });
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A fresh handler has an empty memory cache, so this hit comes from disk; timestamp is not in the key.
    const second = await world.handler()(proxyRequest(world.u('/photo.png'), { ...params, timestamp: '2' }));
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.compare(Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer()))).toBe(0);
    const revalidated = await get('/photo.png', params, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(world.upstream.hits('/photo.png')).toBe(hitsBefore + 1);
  });

  it('fetches once for concurrent identical misses', async () => {
    const before = world.upstream.hits('/photo.png');
    const h = world.handler();
    const req = () => proxyRequest(world.u('/photo.png'), { width: '200', format: 'jpeg' });
    const all = await Promise.all(Array.from({ length: 6 }, () => h(req())));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(world.upstream.hits('/photo.png')).toBe(before + 1);
  });
});
