// oEmbed (issue 59 item 6), read as WordPress's and Ghost's consumers read it: the discovery link in an
// app page's head, then the JSON it names — `rich` (html, width, height) for an app, `photo` (url,
// width, height) for a screen link, whose image loads — and the card the iframe shows, the one page
// other sites may frame. Hidden, planned-only and unknown addresses are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { testMediaDir } from '../../support/media.ts';
import { startTestServer } from '../../support/server.ts';
import { pageStandIn, picture } from '../support/readers.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
const dist = pageStandIn();
let screenId = '';

beforeAll(async () => {
  db = await testDatabase();
  await seedFixture(db.prisma);
  const shot = await db.prisma.screen.findFirstOrThrow({ where: { name: 'Certificado' } });
  screenId = shot.airtableId;
  for (const s of await db.prisma.screen.findMany({ where: { app: { slug: 'meu-sus-digital' } } })) {
    await picture(testMediaDir(), s.imageUrl);
  }
  srv = await startTestServer(db.prisma, undefined, { distDir: dist.dir });
});
afterAll(async () => {
  await srv?.close();
  await db?.close();
  dist.remove();
});

const decodeHtml = (s: string) =>
  s.replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');

/** What WordPress's WP_oEmbed::discover does: the first application/json+oembed link in the page. */
async function discover(path: string) {
  const html = await (await fetch(srv.base + path)).text();
  const tag = /<link[^>]+type="application\/json\+oembed"[^>]*>/.exec(html)?.[0];
  return tag ? decodeHtml(/href="([^"]+)"/.exec(tag)?.[1] ?? '') : null;
}

const oembed = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as any };
};

describe('oEmbed', () => {
  it('an app page is a rich card whose iframe page, alone, may be framed', async () => {
    const link = await discover('/app/meu-sus-digital');
    expect(link).toBe(`${srv.base}/oembed?url=${encodeURIComponent(`${srv.base}/app/meu-sus-digital`)}&format=json`);
    const { status, type, body } = await oembed(link as string);
    expect([status, type]).toEqual([200, 'application/json; charset=utf-8']);
    // WordPress's required fields for rich (version, type, html, width, height); Ghost reads the same.
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Vitrine Pública',
      title: 'Meu SUS Digital',
    });
    expect(body.width).toBeGreaterThan(0);
    expect(body.height).toBeGreaterThan(0);
    const src = decodeHtml(/<iframe src="([^"]+)"/.exec(body.html)?.[1] ?? '');
    expect(src).toBe(`${srv.base}/embed/app/meu-sus-digital`);
    const card = await fetch(src);
    expect(card.status).toBe(200);
    expect(card.headers.get('x-frame-options')).toBeNull();
    expect(card.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const html = await card.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Ver na Vitrine Pública');
    expect(html).toContain(`href="${srv.base}/app/meu-sus-digital"`);
    // Every other page keeps refusing frames.
    expect((await fetch(`${srv.base}/app/meu-sus-digital`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('a screen link is a photo of its sized image, within maxwidth and maxheight, and the image loads', async () => {
    const link = await discover(`/en/app/meu-sus-digital?screen=${screenId}`);
    expect(link).toContain(encodeURIComponent(`/en/app/meu-sus-digital?screen=${screenId}`));
    const { body } = await oembed(`${link}&maxwidth=500&maxheight=2000`);
    // WordPress's required fields for photo: url, width, height.
    expect(body).toMatchObject({
      version: '1.0',
      type: 'photo',
      width: 480,
      height: 853,
      title: 'Meu SUS Digital — Certificado',
    });
    expect(body.author_url).toBe(`${srv.base}/en/app/meu-sus-digital`);
    const image = await fetch(body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await oembed(`${link}&maxheight=600`)).body.width).toBe(320);
  });

  it('hidden, planned-only, unknown and foreign addresses are 404; other formats 501', async () => {
    const ask = (url: string, format = 'json') =>
      fetch(`${srv.base}/oembed?${new URLSearchParams({ url, format })}`, { headers: { 'accept-language': 'pt-BR' } });
    for (const url of [
      `${srv.base}/app/sistema-oculto`,
      `${srv.base}/app/nhs`,
      `${srv.base}/app/nothing-here`,
      `${srv.base}/app/meu-sus-digital?screen=rec-none`,
      `${srv.base}/screens`,
      'https://example.org/app/meu-sus-digital',
    ]) {
      const res = await ask(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'EMBED_NOT_FOUND' });
    }
    expect((await fetch(`${srv.base}/embed/app/sistema-oculto`)).status).toBe(404);
    expect((await ask(`${srv.base}/app/meu-sus-digital`, 'xml')).status).toBe(501);
    expect(await discover('/app/nhs')).toBeNull();
  });
});
