import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import {
  CloudinaryImageHost,
  createImageHost,
  createMediaHandler,
  createProxyImageHandler,
  LocalImageHost,
} from '../../server/images/index.ts';
import { HTML, png } from './support/fixtures.ts';

let root: string;
let mediaDir: string;
let cacheDir: string;
let host: LocalImageHost;
let source: Buffer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
  mediaDir = join(root, 'media');
  cacheDir = join(root, 'cache', 'proxy');
  host = new LocalImageHost(mediaDir);
  source = await png(1080, 1920, true);
  writeFileSync(join(root, 'secret.txt'), 'top secret');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (handler: (r: Request) => Promise<Response>, path: string, headers?: HeadersInit) =>
  handler(new Request(`http://app.test${path}`, { headers }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('LocalImageHost', () => {
  it('stores originals under media/<kind>/<id>.png and reports itself as local', async () => {
    const res = await host.upload({ kind: 'screens', id: 'app one/screen:1', source });
    expect(res).toEqual({ secureUrl: '/media/screens/app_one_screen_1.png', publicId: 'screens/app_one_screen_1.png' });
    expect(Buffer.compare(await readFile(join(mediaDir, 'screens', 'app_one_screen_1.png')), source)).toBe(0);
    expect(await host.status()).toEqual({ configured: true, success: true, cloudName: 'local', name: 'local' });
    const again = await host.upload({ kind: 'screens', id: 'app one/screen:1', source });
    expect(again.secureUrl).toBe(res.secureUrl);
    expect(readdirSync(join(mediaDir, 'screens'))).toEqual(['app_one_screen_1.png']);
  });

  it('fetches { url } sources only through the injected guarded fetcher', async () => {
    await expect(
      host.upload({ kind: 'logos', id: 'x', source: { url: 'https://dl.airtable.com/x.png' } }),
    ).rejects.toThrow();
    const logo = await png(96, 96);
    const fetching = new LocalImageHost(mediaDir, { fetchRemote: async () => ({ bytes: logo }) });
    expect(
      (await fetching.upload({ kind: 'logos', id: 'x', source: { url: 'https://dl.airtable.com/x.png' } })).secureUrl,
    ).toBe('/media/logos/x.png');
    const junk = new LocalImageHost(mediaDir, { fetchRemote: async () => ({ bytes: HTML }) });
    await expect(
      junk.upload({ kind: 'logos', id: 'y', source: { url: 'https://dl.airtable.com/y.png' } }),
    ).rejects.toThrow(/not/);
  });

  it('createImageHost picks local by default and cloudinary when configured', async () => {
    const base = { mediaDir, dataDir: root } as Config;
    expect(createImageHost(base)).toBeInstanceOf(LocalImageHost);
    const cloud = createImageHost({ ...base, cloudinary: { url: 'cloudinary://k:s@my-cloud' } });
    expect(cloud).toBeInstanceOf(CloudinaryImageHost);
    // Its status asks Cloudinary itself (tested against the loopback stand-in in cloudinary-host.test.ts);
    // a malformed URL is reported by the host instead of stopping the server.
    const broken = createImageHost({ ...base, cloudinary: { url: 'not a url' } });
    expect(await broken.status()).toMatchObject({ configured: false, success: false, name: 'cloudinary' });
  });
});

describe('GET /media', () => {
  it('serves originals with immutable caching and a validator', async () => {
    const media = createMediaHandler({ mediaDir, cacheDir });
    const res = await get(media, '/media/screens/app_one_screen_1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(await bytes(res), source)).toBe(0);
    const etag = res.headers.get('etag') as string;
    expect((await get(media, '/media/screens/app_one_screen_1.png', { 'if-none-match': etag })).status).toBe(304);
    const head = await media(new Request('http://app.test/media/screens/app_one_screen_1.png', { method: 'HEAD' }));
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(source.length)]);
  });

  it('transforms on first request, then serves the variant from the disk cache', async () => {
    const path = '/media/screens/app_one_screen_1.png?w=320&f=webp&q=75';
    const first = await get(createMediaHandler({ mediaDir, cacheDir }), path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const out = await bytes(first);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: 320, height: 569 });
    const etag = first.headers.get('etag') as string;

    // Swap the cached bytes on disk: a fresh handler (empty memory) must return them verbatim.
    const shard = readdirSync(cacheDir).find((d) => readdirSync(join(cacheDir, d)).length > 0) as string;
    const dataFile = readdirSync(join(cacheDir, shard)).find((f) => !f.endsWith('.json')) as string;
    writeFileSync(join(cacheDir, shard, dataFile), Buffer.concat([out.subarray(0, out.length - 1), Buffer.from([0])]));
    const second = await get(createMediaHandler({ mediaDir, cacheDir }), path);
    expect(second.headers.get('etag')).toBe(etag);
    expect((await bytes(second)).at(-1)).toBe(0);
    const notModified = await get(createMediaHandler({ mediaDir, cacheDir }), path, { 'if-none-match': `W/${etag}` });
    expect(notModified.status).toBe(304);
  });

  it('regenerates variants when the original is overwritten', async () => {
    const media = createMediaHandler({ mediaDir, cacheDir });
    const path = '/media/logos/swap.png?w=32&f=png';
    await host.upload({ kind: 'logos', id: 'swap', source: await png(40, 40) });
    const a = (await get(media, path)).headers.get('etag');
    await new Promise((r) => setTimeout(r, 20));
    await host.upload({ kind: 'logos', id: 'swap', source: await png(80, 20) });
    const b = await get(media, path);
    expect(b.headers.get('etag')).not.toBe(a);
    expect(await sharp(await bytes(b)).metadata()).toMatchObject({ width: 32, height: 8 });
  });

  it('negotiates f=auto by Accept and validates parameters', async () => {
    const media = createMediaHandler({ mediaDir, cacheDir });
    const res = await get(media, '/media/screens/app_one_screen_1.png?w=64', { accept: 'image/avif,image/webp' });
    expect([res.headers.get('content-type'), res.headers.get('vary')]).toEqual(['image/avif', 'Accept']);
    for (const q of ['w=0', 'w=9999', 'q=0', 'q=101', 'f=gif', 'h=x']) {
      const bad = await get(media, `/media/screens/app_one_screen_1.png?${q}`);
      expect(bad.status, q).toBe(400);
    }
  });

  it('answers 404 JSON for missing files and refuses traversal', async () => {
    const media = createMediaHandler({ mediaDir, cacheDir });
    const missing = await get(media, '/media/screens/nope.png');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'not found' });
    for (const p of [
      '/media/screens/..%2f..%2fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/screens/%2e%2e',
      '/media/screens/.hidden.png',
      '/media/screens/a%00.png',
      '/media/screens/..%5c..%5csecret.txt',
      '/media/..%2fsecret.txt/x',
      '/media/screens/%252e%252e%252fsecret.txt',
      '/media/a/b/c.png',
    ]) {
      const res = await get(media, p);
      expect([400, 404], p).toContain(res.status);
      expect(await res.text()).not.toContain('top secret');
    }
  });

  it('never serves non-images dropped in the media dir', async () => {
    await mkdir(join(mediaDir, 'screens'), { recursive: true });
    writeFileSync(join(mediaDir, 'screens', 'evil.png'), HTML);
    const media = createMediaHandler({ mediaDir, cacheDir });
    expect((await get(media, '/media/screens/evil.png')).status).toBe(415);
    expect((await get(media, '/media/screens/evil.png?w=10')).status).toBe(415);
  });

  it('lets the proxy read /media from disk and share the variant cache', async () => {
    const proxy = createProxyImageHandler({ mediaDir, cacheDir, allowedHosts: [] });
    const viaMedia = await get(
      createMediaHandler({ mediaDir, cacheDir }),
      '/media/screens/app_one_screen_1.png?w=200&f=jpeg',
    );
    const q = new URLSearchParams({
      url: '/media/screens/app_one_screen_1.png',
      width: '200',
      format: 'jpeg',
      quality: '80',
    });
    const viaProxy = await get(proxy, `/proxy-image?${q}`);
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get('etag')).toBe(viaMedia.headers.get('etag'));
    const sameOrigin = new URLSearchParams({ url: 'http://app.test/media/screens/app_one_screen_1.png', width: '200' });
    expect((await get(proxy, `/proxy-image?${sameOrigin}`)).status).toBe(200);
    const traversal = await get(proxy, `/proxy-image?url=${encodeURIComponent('/media/../secret.txt')}`);
    expect([400, 404]).toContain(traversal.status);
    expect((await get(proxy, `/proxy-image?url=${encodeURIComponent('/assets/x.png')}`)).status).toBe(404);
    const withStatic = createProxyImageHandler({ mediaDir, cacheDir, staticDir: join(mediaDir, 'logos') });
    expect((await get(withStatic, `/proxy-image?url=x.png&width=8`)).status).toBe(200);
    expect((await get(withStatic, `/proxy-image?url=${encodeURIComponent('/../../secret.txt')}`)).status).toBe(400);
  });
});
