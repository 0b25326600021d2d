import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ImageHost } from '../../server/images/s3-host.ts';
import { createS3Store, type S3Settings, S3StoreError } from '../../server/images/s3-store.ts';
import { HTML, png } from './support/fixtures.ts';
import { startS3StandIn } from './support/s3-standin.ts';

const BUCKET = 'vitrine-media';
const REGION = 'eu-central-1';
const CREDS = { accessKeyId: 'AKIAVITRINETEST', secretAccessKey: 'wJalr/XUtnFEMI+K7MDENG=secret' };
const TIMEOUT_MS = 2000;
let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let settings: S3Settings;
let image: Buffer;
let other: Buffer;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const md5Etag = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;
/** Requests the stand-in saw from here on. */
const since = () => {
  const start = standIn.requests.length;
  return () => standIn.requests.slice(start);
};

beforeAll(async () => {
  standIn = await startS3StandIn({ ...CREDS, bucket: BUCKET, region: REGION });
  settings = { endpoint: standIn.endpoint, bucket: BUCKET, region: REGION, forcePathStyle: true, ...CREDS };
  [image, other] = await Promise.all([png(108, 192), png(64, 64, true)]);
});
afterAll(() => standIn.close());

describe('S3 store and image host against a loopback S3 stand-in', () => {
  it('reports configured with the bucket name when the bucket check is accepted', async () => {
    const host = new S3ImageHost(settings, { timeoutMs: TIMEOUT_MS });
    expect(host.name).toBe('s3');
    expect(await host.status()).toEqual({ configured: true, success: true, name: 's3', cloudName: BUCKET });
  });

  it('puts and gets byte-exact, SigV4-signed, with a plain body and no checksum the operation does not require', async () => {
    const store = createS3Store(settings, { timeoutMs: TIMEOUT_MS });
    const seen = since();
    await store.put('screens/round-trip.png', image, 'image/png');
    const got = await store.get('screens/round-trip.png');
    expect(got?.bytes.equals(image)).toBe(true);
    expect(got).toMatchObject({ contentType: 'image/png', etag: md5Etag(image) });
    expect(await store.head('screens/round-trip.png')).toEqual({
      etag: md5Etag(image),
      size: image.length,
      contentType: 'image/png',
    });
    const [put, ...rest] = seen();
    expect(put).toMatchObject({ method: 'PUT', status: 200, signatureValid: true });
    expect(put?.path).toMatch(new RegExp(`^/${BUCKET}/screens/round-trip\\.png(\\?|$)`));
    expect(put?.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${CREDS.accessKeyId}/\\d{8}/${REGION}/s3/aws4_request, `),
    );
    // A Buffer body never goes out aws-chunked, even on the SDK's defaults; what 'WHEN_REQUIRED'
    // changes is that no flexible-checksum header is added to a PutObject (it does not require one).
    expect(put?.headers['content-encoding'] ?? '').not.toMatch(/aws-chunked/);
    expect(put?.headers['x-amz-content-sha256']).toBe(sha256(image));
    expect(Object.keys(put?.headers ?? {}).filter((h) => /^x-amz-(sdk-)?checksum/.test(h))).toEqual([]);
    for (const r of rest) expect(r).toMatchObject({ status: 200, signatureValid: true });
  });

  it('the stand-in refuses aws-chunked bodies and stores nothing, as the servers it models do', async () => {
    // What the SDK sends on its defaults for a streamed body: the refusal the store must avoid.
    const { endpoint, region, forcePathStyle } = settings;
    const client = new S3Client({ endpoint, region, forcePathStyle, credentials: CREDS, maxAttempts: 1 });
    const put = new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'chunked.png',
      Body: Readable.from([image]),
      ContentLength: image.length,
    });
    await expect(client.send(put)).rejects.toThrow(/aws-chunked/);
    client.destroy();
    expect(standIn.requests.at(-1)).toMatchObject({ status: 400, signatureValid: true });
    expect(standIn.objects.has('chunked.png')).toBe(false);
  });

  it('uploads under <kind>/<safe id>.png and serves it from /media/s3; an overwrite replaces bytes and ETag', async () => {
    const host = new S3ImageHost(settings, { timeoutMs: TIMEOUT_MS });
    const first = await host.upload({ kind: 'logos', id: 'app/1', source: image });
    expect(first).toEqual({ secureUrl: '/media/s3/logos/app_1.png', publicId: 'logos/app_1.png' });
    expect(standIn.objects.get('logos/app_1.png')).toMatchObject({ contentType: 'image/png', etag: md5Etag(image) });
    const second = await host.upload({ kind: 'logos', id: 'app/1', source: other });
    expect(second).toEqual(first);
    const stored = standIn.objects.get('logos/app_1.png');
    expect(stored?.bytes.equals(other)).toBe(true);
    expect(stored?.etag).toBe(md5Etag(other));
    expect(stored?.etag).not.toBe(md5Etag(image));
    const got = await host.store.get('logos/app_1.png');
    expect(got?.bytes.equals(other)).toBe(true);
    expect(got?.etag).toBe(md5Etag(other));
  });

  it('lists what it holds under a prefix with when each was stored, page by page, and removes by id', async () => {
    const host = new S3ImageHost(settings, { timeoutMs: TIMEOUT_MS });
    const before = Date.now() - 1000;
    for (const id of ['sweep-a', 'sweep-b', 'sweep-c', 'other-d'])
      await host.upload({ kind: 'screens', id, source: image });
    const listed = await host.list('screens', 'sweep-', 1000);
    expect(listed.map((f) => f.publicId)).toEqual([
      'screens/sweep-a.png',
      'screens/sweep-b.png',
      'screens/sweep-c.png',
    ]);
    for (const f of listed) expect(f.storedAt.getTime()).toBeGreaterThanOrEqual(before);
    // A listing stops at the number asked for.
    expect((await host.store.list('screens/sweep-', 2)).map((o) => o.key)).toEqual([
      'screens/sweep-a.png',
      'screens/sweep-b.png',
    ]);
    await host.remove('screens/sweep-b.png');
    expect((await host.list('screens', 'sweep-')).map((f) => f.publicId)).toEqual([
      'screens/sweep-a.png',
      'screens/sweep-c.png',
    ]);
  });

  it('uploads remote sources through the fetcher it was given', async () => {
    const fetched: string[] = [];
    const fetchRemote = async (url: string) => {
      fetched.push(url);
      return { bytes: image };
    };
    const host = new S3ImageHost(settings, { timeoutMs: TIMEOUT_MS, fetchRemote });
    const url = 'https://dl.airtable.com/x.png';
    const out = await host.upload({ kind: 'categories', id: 'saude', source: { url } });
    expect(out.secureUrl).toBe('/media/s3/categories/saude.png');
    expect(fetched).toEqual([url]);
    expect(standIn.objects.get('categories/saude.png')?.bytes.equals(image)).toBe(true);
  });

  it('answers null, not an error, for a missing key', async () => {
    const store = createS3Store(settings, { timeoutMs: TIMEOUT_MS });
    const seen = since();
    expect(await store.get('screens/never-put.png')).toBeNull();
    expect(await store.head('screens/never-put.png')).toBeNull();
    expect(seen().map((r) => [r.method, r.status, r.signatureValid])).toEqual([
      ['GET', 404, true],
      ['HEAD', 404, true],
    ]);
  });

  it('a wrong secret: not configured, SignatureDoesNotMatch named, upload refused, nothing stored', async () => {
    const wrong = new S3ImageHost({ ...settings, secretAccessKey: 'not-the-secret' }, { timeoutMs: TIMEOUT_MS });
    const seen = since();
    const status = await wrong.status();
    expect(status).toMatchObject({ configured: false, success: false, name: 's3', cloudName: BUCKET });
    expect(status.message).toMatch(/SignatureDoesNotMatch/);
    await expect(wrong.upload({ kind: 'screens', id: 'wrong-secret', source: image })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    await expect(wrong.store.get('logos/app_1.png')).rejects.toBeInstanceOf(S3StoreError);
    expect(standIn.objects.has('screens/wrong-secret.png')).toBe(false);
    expect(seen().length).toBeGreaterThan(0);
    for (const r of seen()) expect(r).toMatchObject({ status: 403, signatureValid: false });
  });

  it('a server that is down: not successful, and the upload fails with the reason, well within the timeout', async () => {
    const closed = await startS3StandIn({ ...CREDS, bucket: BUCKET, region: REGION });
    await closed.close();
    const host = new S3ImageHost({ ...settings, endpoint: closed.endpoint }, { timeoutMs: TIMEOUT_MS });
    const started = performance.now();
    const status = await host.status();
    expect(status).toMatchObject({ success: false, configured: false, name: 's3', cloudName: BUCKET });
    expect(status.message).toMatch(/ECONNREFUSED|connect/i);
    const upload = host.upload({ kind: 'screens', id: 'down', source: image });
    await expect(upload).rejects.toBeInstanceOf(S3StoreError);
    await expect(upload).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS);
  });

  it('a server that accepts but never answers: the call gives up at its timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    const store = createS3Store({ ...settings, endpoint: `http://127.0.0.1:${port}` }, { timeoutMs: 500 });
    const started = performance.now();
    try {
      await expect(store.put('screens/silent.png', image, 'image/png')).rejects.toThrow(/timed out/);
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('refuses non-image bytes before any request, storing nothing', async () => {
    const host = new S3ImageHost(settings, { timeoutMs: TIMEOUT_MS });
    const seen = since();
    await expect(host.upload({ kind: 'screens', id: 'page', source: HTML })).rejects.toThrow(/not a JPEG/);
    expect(seen()).toEqual([]);
    expect(standIn.objects.has('screens/page.png')).toBe(false);
  });
});
