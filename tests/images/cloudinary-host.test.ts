import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudinaryImageHost } from '../../server/images/index.ts';
import { startCloudinaryStandIn } from './support/cloudinary-standin.ts';
import { HTML, png } from './support/fixtures.ts';
import { makeTestCert } from './support/tls.ts';

const CLOUD = 'vitrine-test';
const SECRET = 's3cr3t&value';
let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;
let agent: Agent;
let host: CloudinaryImageHost;
let image: Buffer;

beforeAll(async () => {
  const tls = makeTestCert();
  standIn = await startCloudinaryStandIn(tls, CLOUD, SECRET);
  // TLS stays verified: the stand-in's self-signed certificate is trusted explicitly.
  agent = new Agent({ ca: tls.cert });
  host = new CloudinaryImageHost(
    { url: `cloudinary://key123:${encodeURIComponent(SECRET)}@${CLOUD}`, apiHost: standIn.origin },
    { agent, timeoutMs: 5000 },
  );
  image = await png(108, 192);
});
afterAll(async () => {
  agent.destroy();
  await standIn.close();
});

describe('CloudinaryImageHost against a loopback stand-in', () => {
  it('reports configured with the cloud name when the Admin API answers its ping', async () => {
    expect(await host.status()).toEqual({ configured: true, success: true, cloudName: CLOUD, name: 'cloudinary' });
  });

  it('reports not configured, with the reason, when Cloudinary refuses the credentials', async () => {
    const wrong = new CloudinaryImageHost(
      { url: `cloudinary://key123:wrong@${CLOUD}`, apiHost: standIn.origin },
      { agent, timeoutMs: 5000 },
    );
    const status = await wrong.status();
    expect(status).toMatchObject({ configured: false, success: false, cloudName: CLOUD, name: 'cloudinary' });
    expect(status.message).toMatch(/Cloudinary refused the request: .*Invalid API key or secret/);
  });

  it('uploads with a deterministic public id, overwrite on, into a folder per kind, signed', async () => {
    const first = await host.upload({ kind: 'screens', id: 'recAbc-home', source: image });
    const second = await host.upload({ kind: 'screens', id: 'recAbc-home', source: image });
    expect(first.publicId).toBe('screens/recAbc-home');
    expect(second.publicId).toBe(first.publicId);
    expect(host.publicIdFor({ kind: 'screens', id: 'recAbc-home' })).toBe(first.publicId);
    expect(second.secureUrl).toMatch(
      new RegExp(`^https://res\\.cloudinary\\.com/${CLOUD}/image/upload/v\\d+/screens/recAbc-home\\.png$`),
    );
    expect([...standIn.assets.keys()].filter((k) => k.startsWith('screens/'))).toEqual(['screens/recAbc-home']);
    for (const r of standIn.received.slice(-2)) {
      expect(r.path).toBe(`/v1_1/${CLOUD}/image/upload`);
      expect(r.signatureValid).toBe(true);
      expect(r.fields).toMatchObject({
        api_key: 'key123',
        folder: 'screens',
        public_id: 'recAbc-home',
        overwrite: '1',
        unique_filename: '0',
        use_filename: '0',
        invalidate: '1',
      });
      expect(r.fields.signature).toMatch(/^[0-9a-f]{40}$/);
      expect(r.fields.file?.startsWith('data:image/png;base64,')).toBe(true);
      expect(Buffer.from(r.fields.file?.split(',')[1] ?? '', 'base64').equals(image)).toBe(true);
    }
  });

  it('keeps kinds in their own folders and passes remote URLs through for Cloudinary to fetch', async () => {
    const logo = await host.upload({ kind: 'logos', id: 'app/1', source: image });
    const icon = await host.upload({
      kind: 'categories',
      id: 'saude',
      source: { url: 'https://dl.airtable.com/x.png' },
    });
    expect([logo.publicId, icon.publicId]).toEqual(['logos/app_1', 'categories/saude']);
    expect(standIn.received.at(-1)?.fields.file).toBe('https://dl.airtable.com/x.png');
    expect(standIn.received.at(-1)?.fields.folder).toBe('categories');
  });

  it('surfaces API errors as Errors and refuses non-images before any request', async () => {
    const wrong = new CloudinaryImageHost(
      { url: `cloudinary://key123:wrong@${CLOUD}`, apiHost: standIn.origin },
      { agent },
    );
    await expect(wrong.upload({ kind: 'screens', id: 'x', source: image })).rejects.toThrow(/401.*Invalid Signature/);
    const count = standIn.received.length;
    await expect(host.upload({ kind: 'screens', id: 'x', source: HTML })).rejects.toThrow(/not a JPEG/);
    expect(standIn.received.length).toBe(count);
  });

  it('validates its configuration', () => {
    expect(() => new CloudinaryImageHost({ url: 'https://key:secret@cloud' })).toThrow(/CLOUDINARY_URL/);
    expect(() => new CloudinaryImageHost({ url: 'cloudinary://k:s@c', apiHost: 'http://127.0.0.1:1' })).toThrow(
      /https/,
    );
  });
});
