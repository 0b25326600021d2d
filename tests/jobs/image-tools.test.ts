// The image tool's status card and test upload (issue 11): three states, SSRF-safe fetching.
import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUnicastOnly } from '../../server/images/address-policy.ts';
import { CloudinaryImageHost } from '../../server/images/cloudinary-host.ts';
import { createImageHost } from '../../server/images/index.ts';
import { createPublicImageFetcher } from '../../server/images/public-fetch.ts';
import { ensureAdminUser } from '../../server/services/platform/auth.ts';
import { startCloudinaryStandIn } from '../images/support/cloudinary-standin.ts';
import { HTML, png } from '../images/support/fixtures.ts';
import { makeTestCert } from '../images/support/tls.ts';
import { sendBytes, startUpstream } from '../images/support/upstream.ts';
import { testDatabase } from '../support/db.ts';
import { startTestServer } from '../support/server.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
const closers: (() => Promise<void> | void)[] = [];
let tls: { key: string; cert: string };

beforeAll(async () => {
  tls = makeTestCert();
  db = await testDatabase();
  await ensureAdminUser(db.prisma, 'admin', 'tools password');
});
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const c of closers) await c();
  await db?.close();
});

async function serverWith(options: Parameters<typeof startTestServer>[2]) {
  const srv = await startTestServer(db.prisma, undefined, options);
  servers.push(srv);
  const res = await fetch(`${srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'tools password' }),
  });
  const { token } = (await res.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(srv.base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: (await r.json()) as any };
  };
  return call;
}

describe('status card', () => {
  it("'Not Configured' with the reason when CLOUDINARY_URL is malformed; migrations are refused", async () => {
    const host = createImageHost({ cloudinary: { url: 'cloudinary://oops' }, mediaDir: '/tmp/x' } as never);
    const call = await serverWith({ imageHost: host });
    const status = await call('GET', '/api/cloudinary/status');
    expect(status.body).toMatchObject({ configured: false, success: false, name: 'cloudinary' });
    expect(status.body.message).toMatch(/CLOUDINARY_URL must look like cloudinary:\/\/KEY:SECRET@CLOUD/);
    const refused = await call('POST', '/api/cloudinary/migrate');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The image host is not properly configured/);
  });

  it("'Connected' with the cloud name when Cloudinary answers, 'Not Configured' when it refuses", async () => {
    const standIn = await startCloudinaryStandIn(tls, 'demo-cloud', 'right');
    const agent = new Agent({ ca: tls.cert });
    closers.push(
      () => standIn.close(),
      () => agent.destroy(),
    );
    const host = (secret: string) =>
      new CloudinaryImageHost({ url: `cloudinary://k:${secret}@demo-cloud`, apiHost: standIn.origin }, { agent });
    const good = await serverWith({ imageHost: host('right') });
    expect((await good('GET', '/api/cloudinary/status')).body).toEqual({
      configured: true,
      success: true,
      cloudName: 'demo-cloud',
      name: 'cloudinary',
    });
    const refused = await (await serverWith({ imageHost: host('wrong') }))('GET', '/api/cloudinary/status');
    expect(refused.body).toMatchObject({ configured: false, success: false, cloudName: 'demo-cloud' });
  });
});

describe('test upload', () => {
  it('refuses internal addresses, plain http and an empty URL before any upload', async () => {
    const call = await serverWith({});
    const cases: [string, RegExp][] = [
      ['https://127.0.0.1/x.png', /refused/],
      ['https://localhost/x.png', /refused/],
      ['https://10.1.2.3/x.png', /refused/],
      ['https://169.254.169.254/latest/meta-data', /refused/],
      ['https://[::1]/x.png', /refused/],
      ['http://example.org/x.png', /^The image must be on an https address$/],
      ['', /^Image URL is required$/],
    ];
    for (const [imageUrl, message] of cases) {
      const res = await call('POST', '/api/cloudinary/test-upload', { imageUrl, appName: 'App', screenName: 'Tela' });
      expect(res.status, imageUrl).toBe(400);
      expect(res.body.message, imageUrl).toMatch(message);
    }
  });

  it('uploads a public image and answers data.secure_url; a page that is not an image is refused', async () => {
    const upstream = await startUpstream(tls);
    closers.push(() => upstream.close());
    upstream.route('/shot.png', sendBytes(await png(90, 160)));
    upstream.route('/page', sendBytes(Buffer.from(HTML), 'text/html'));
    // The network layer is the production one, except that this test's loopback server counts as public.
    const fetchPublicImage = createPublicImageFetcher({
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      isAllowedAddress: (a) => a === '127.0.0.1' || publicUnicastOnly(a),
      allowAnyPort: true,
      tls: { ca: tls.cert },
    });
    const call = await serverWith({ fetchPublicImage });
    const url = (path: string) => `https://images.test:${upstream.port}${path}`;
    const ok = await call('POST', '/api/cloudinary/test-upload', {
      imageUrl: url('/shot.png'),
      appName: 'Meu INSS',
      screenName: 'Início',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      data: { secure_url: '/media/screens/test-meu-inss-inicio.png', public_id: 'screens/test-meu-inss-inicio.png' },
    });
    const page = await call('POST', '/api/cloudinary/test-upload', { imageUrl: url('/page') });
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/does not point to a JPEG, PNG, WebP, AVIF or GIF image/);
  });
});
