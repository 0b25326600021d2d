// Issue 27: content that arrives whole. An admin's image URL is taken in at the door (fetched from a
// public https host, stored on the image host, served from there), refused with a reason and nothing
// saved when it cannot be; the OCR reads the stored copy, a failure shows on the admin row and a retry
// succeeds; `/proxy-image/v3/…` reaches Airtable's attachment host. The stand-ins are HTTPS servers on
// 127.0.0.1, which this file's network layer counts as public (and nothing else on loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUnicastOnly } from '../../../server/images/address-policy.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { png } from '../../images/support/fixtures.ts';
import { makeTestCert } from '../../images/support/tls.ts';
import { sendBytes, startUpstream, type Upstream } from '../../images/support/upstream.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { startTestServer } from '../../support/server.ts';

const tls = makeTestCert();
let upstream: Upstream;
// The stand-in recognizer: reads the words below, or fails while `failing` is set.
let failing: string | null = null;
const WORDS = 'comprovante xilogravura';
const ATTACHMENT = '/v3/u/41/41/1732000000000/abc/def/tela.png';

type Harness = {
  db: Awaited<ReturnType<typeof testDatabase>>;
  srv: Awaited<ReturnType<typeof startTestServer>>;
  apps: Awaited<ReturnType<typeof seedFixture>>;
};
const h = {} as Harness;
let token = '';

beforeAll(async () => {
  upstream = await startUpstream(tls);
  upstream.route('/shot.png', sendBytes(await png(90, 160)));
  upstream.route('/other.png', sendBytes(await png(100, 160)));
  upstream.route('/page', sendBytes(Buffer.from('<!doctype html><p>not a picture</p>'), 'text/html'));
  upstream.route('/huge.png', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(64 * 1024 * 1024) });
    res.write(Buffer.alloc(10));
  });
  upstream.route('/slow.png', () => {}); // never answers
  upstream.route(ATTACHMENT, sendBytes(await png(60, 120)));
  h.db = await testDatabase();
  h.apps = await seedFixture(h.db.prisma);
  await ensureAdminUser(h.db.prisma, 'admin', 'intake password');
  h.srv = await startTestServer(h.db.prisma, undefined, {
    cache: {},
    recognizer: {
      recognize: async () => {
        if (failing) throw new Error(failing);
        return WORDS;
      },
      close: async () => {},
    },
    network: {
      // Every name is this file's loopback server, except private.test (a private address) and *.invalid (none).
      resolve: async (host) =>
        host.endsWith('.invalid') ? [] : [{ address: host === 'private.test' ? '10.1.2.3' : '127.0.0.1', family: 4 }],
      isAllowedAddress: (a) => a === '127.0.0.1' || publicUnicastOnly(a),
      allowAnyPort: true,
      tls: { ca: tls.cert },
    },
    env: {
      IMAGE_INTAKE_TIMEOUT_MS: '1500',
      AIRTABLE_ATTACHMENT_ORIGIN: `https://attachments.airtable.test:${upstream.port}`,
    },
  });
  const res = await fetch(`${h.srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'intake password' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await h.srv?.close();
  await h.db?.close();
  await upstream?.close();
});

const image = (path: string) => `https://images.test:${upstream.port}${path}`;
const admin = (method: string, path: string, body?: unknown) =>
  fetch(`${h.srv.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const record = (imageUrl: string, airtableId: string) => ({
  appId: h.apps[0]?.id,
  name: `Tela de ${airtableId}`,
  imageUrl,
  airtableId,
});

describe('an admin adds a screen from an external image URL', () => {
  it('is stored on the image host, served from there, its words found by search', async () => {
    const res = await admin('POST', '/api/screens', record(image('/shot.png'), 'rec-intake-ok'));
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; imageUrl: string; cloudinaryUrl: string };
    expect(created.imageUrl).toBe(image('/shot.png')); // the source is kept
    expect(created.cloudinaryUrl).toMatch(/^\/media\/screens\/rec-intake-ok-[0-9a-f]{12}\.png$/);
    const hosted = await fetch(`${h.srv.base}${created.cloudinaryUrl}`);
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get('content-type')).toMatch(/^image\//);
    // The card's picture goes through the proxy, which now reads the stored copy, not the refused host.
    const card = await fetch(`${h.srv.base}/proxy-image?url=${encodeURIComponent(created.cloudinaryUrl)}&width=320`);
    expect(card.status).toBe(200);
    const gql = await h.srv.gql(`{ screen(idOrAirtableId: "rec-intake-ok") { src } }`);
    expect(gql.body.data.screen.src).toBe(created.cloudinaryUrl);

    await h.srv.jobs.drainOcr();
    const found = await fetch(`${h.srv.base}/api/screens?search=xilogravura`);
    expect(await found.text()).toContain('Tela de rec-intake-ok');
  });

  it('refuses what cannot be taken in, with a reason on the field, and saves nothing', async () => {
    const cases: [string, string, RegExp][] = [
      [image('/missing.png'), 'IMAGE_UNREACHABLE', /could not be fetched: upstream answered 404/],
      [`https://unknown-host.invalid:${upstream.port}/x.png`, 'IMAGE_UNREACHABLE', /could not be fetched/],
      [image('/page'), 'IMAGE_NOT_AN_IMAGE', /does not point to a JPEG, PNG, WebP, AVIF or GIF image/],
      [image('/huge.png'), 'IMAGE_TOO_LARGE', /too large/],
      [`https://private.test:${upstream.port}/shot.png`, 'IMAGE_ADDRESS_REFUSED', /not public/],
      ['https://127.0.0.2/shot.png', 'IMAGE_ADDRESS_REFUSED', /not public/],
      [image('/slow.png'), 'IMAGE_TIMEOUT', /longer than 1.5 s/],
      ['http://example.org/shot.png', 'IMAGE_NOT_HTTPS', /https/],
    ];
    const before = await h.db.prisma.screen.count();
    for (const [url, code, message] of cases) {
      const started = Date.now();
      const res = await admin('POST', '/api/screens', record(url, `rec-refused-${code}`));
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { issues: { path: string; code: string; message: string }[] };
      expect(body.issues, url).toEqual([{ path: 'imageUrl', code, message: expect.stringMatching(message) }]);
      expect(Date.now() - started, url).toBeLessThan(5000);
    }
    expect(await h.db.prisma.screen.count()).toBe(before);
    // GraphQL: the same refusal in the result union, with its code.
    const gql = await h.srv.gql(
      `mutation($input: CreateScreenInput!) { createScreen(input: $input) {
         __typename ... on ValidationError { issues { path code } } } }`,
      { input: record(image('/page'), 'rec-refused-gql') },
      token,
    );
    expect(gql.body.data.createScreen).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: 'imageUrl', code: 'IMAGE_NOT_AN_IMAGE' }],
    });
  });

  it('an edit to a new image takes it in too; a refused edit leaves the screen as it was', async () => {
    const screen = await h.db.prisma.screen.findUniqueOrThrow({ where: { airtableId: 'rec-intake-ok' } });
    const refused = await admin('PUT', `/api/screens/${screen.id}`, record(image('/page'), 'rec-intake-ok'));
    expect(refused.status).toBe(400);
    expect(await h.db.prisma.screen.findUniqueOrThrow({ where: { id: screen.id } })).toEqual(screen);
    const edited = await admin('PUT', `/api/screens/${screen.id}`, record(image('/other.png'), 'rec-intake-ok'));
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as { cloudinaryUrl: string };
    expect(after.cloudinaryUrl).toMatch(/^\/media\/screens\/rec-intake-ok-[0-9a-f]{12}\.png$/);
    expect(after.cloudinaryUrl).not.toBe(screen.cloudinaryUrl);
  });

  it("takes the site's own absolute /media address as its own image: kept by its path, never fetched", async () => {
    const screen = await h.db.prisma.screen.findUniqueOrThrow({ where: { airtableId: 'rec-intake-ok' } });
    const path = screen.cloudinaryUrl as string;
    const hits = upstream.hits('/other.png');
    const res = await admin('PUT', `/api/screens/${screen.id}`, record(`${h.srv.base}${path}`, 'rec-intake-ok'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { imageUrl: string; imageUrlAbsolute: string; images: { medium: string } };
    expect(body).toMatchObject({ imageUrl: path, imageUrlAbsolute: `${h.srv.base}${path}` });
    expect(body.images.medium).toBe(`${h.srv.base}${path}?w=640&f=webp&q=80`);
    expect(upstream.hits('/other.png')).toBe(hits);
    // Sent again, the same address is no new image: its words stay.
    const again = await admin('PUT', `/api/screens/${screen.id}`, record(body.imageUrlAbsolute, 'rec-intake-ok'));
    expect(again.status).toBe(200);
    const stored = await h.db.prisma.screen.findUniqueOrThrow({ where: { id: screen.id } });
    expect(stored).toMatchObject({ imageUrl: path, cloudinaryUrl: path });
  });
});

describe('OCR that fails', () => {
  it('shows on the admin row and in the jobs list, and succeeds on retry', async () => {
    failing = 'the recognizer ran out of memory';
    const res = await admin('POST', '/api/screens', record(image('/shot.png'), 'rec-ocr-retry'));
    const { id } = (await res.json()) as { id: number };
    await h.srv.jobs.drainOcr();
    const row = `{ adminApp(id: ${h.apps[0]?.id}) { screens { dbId ocrError } } }`;
    const adminRow = async () =>
      (
        (await h.srv.gql(row, {}, token)).body.data.adminApp.screens as { dbId: number; ocrError: string | null }[]
      ).find((s) => s.dbId === id);
    expect((await adminRow())?.ocrError).toBe('the recognizer ran out of memory');
    const jobs = await h.srv.gql(`{ jobs(kind: "ocr", first: 5) { status error } }`, {}, token);
    expect(jobs.body.data.jobs[0]).toEqual({ status: 'failed', error: expect.stringMatching(/ran out of memory/) });
    // Visitors never see it.
    const anonymous = await h.srv.gql(`{ screen(idOrAirtableId: "rec-ocr-retry") { ocrError } }`);
    expect(JSON.stringify(anonymous.body)).not.toContain('ran out of memory');

    failing = null;
    expect((await admin('POST', `/api/screens/${id}/ocr`)).status).toBe(202);
    await h.srv.jobs.drainOcr();
    expect((await adminRow())?.ocrError).toBeNull();
    expect(await (await fetch(`${h.srv.base}/api/screens?search=xilogravura`)).text()).toContain(
      'Tela de rec-ocr-retry',
    );
  });
});

describe('/proxy-image/v3/…', () => {
  it('is fetched from the Airtable attachment host; local paths keep their form', async () => {
    const res = await fetch(`${h.srv.base}/proxy-image${ATTACHMENT}?width=120`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(upstream.hits(ATTACHMENT)).toBe(1);
    const missing = await fetch(`${h.srv.base}/proxy-image/media/none.png`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(missing.status).toBe(404);
    // The image pipeline's refusals share the one error shape: code, reason, words in the request's language.
    expect(await missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'IMAGE_NOT_FOUND_HERE',
      message: expect.stringMatching(/^Nenhuma imagem neste endereço/),
    });
    expect(upstream.hits('/media/none.png')).toBe(0);
  });
});
