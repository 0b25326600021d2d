// Issue 13's server deviations: the legal texts at /api/docs/{title}, the /proxy-image/<path> form of
// relative images, and the viewer's download of a screen's original image with a file name.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { png } from '../../images/support/fixtures.ts';
import { seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';

const MEDIA = testMediaDir();
const h = seededApi();
const get = (path: string) => fetch(h.srv.base + path);

describe('GET /api/docs/{title}', () => {
  it('answers the terms and the privacy policy in Portuguese and English, by title', async () => {
    for (const title of ['Termos de Uso', 'Política de Privacidade']) {
      const res = await get(`/api/docs/${encodeURIComponent(title)}`);
      expect(res.status, title).toBe(200);
      const doc = (await res.json()) as any;
      expect(doc).toMatchObject({ title, status: 'published', id: expect.any(String) });
      expect(doc.content).toMatch(new RegExp(`^# ${title}\\n`));
    }
    const en = (await (await get(`/api/docs/${encodeURIComponent('Política de Privacidade')}?lang=en`)).json()) as any;
    expect(en.title).toBe('Privacy Policy');
    // The privacy text says what the newsletter stores, why, and how to leave.
    expect(en.content).toMatch(/email address/);
    // Issue 57: what the proof of consent keeps, and for how long.
    expect(en.content).toMatch(/the exact consent wording you were shown/);
    expect(en.content).toMatch(/never confirmed\*\* is deleted, with its record, \*\*7 days\*\*/);
    expect(en.content).toMatch(/for \*\*5 years\*\* after you left/);
    expect(en.content).toMatch(/Unsubscribe/);
    const pt = (await (await get('/api/docs/politica-de-privacidade')).json()) as any;
    expect(pt.content).toMatch(/Cancelar inscrição/);
    expect(pt.content).toMatch(/por \*\*5 anos\*\* depois da saída/);
    // …and what a visitor's request, suggestion or screenshots keep, for how long, and what the anti-robot check is.
    expect(en.content).toMatch(/^## App requests, correction suggestions and screenshots$/m);
    expect(en.content).toMatch(/no IP address with the submission/);
    expect(en.content).toMatch(/deleted 90 days after it is decided or expires/);
    expect(en.content).toMatch(/proof of work \(ALTCHA\) computed by your browser: no third-party service/);
    expect(pt.content).toMatch(/^## Pedidos de aplicativo, sugestões de correção e capturas de tela$/m);
    expect(pt.content).toMatch(/apagado 90 dias depois de ser decidido ou de expirar/);
    // Screenshots: re-encoded without their metadata, private while pending, gone on rejection or expiry.
    expect(en.content).toMatch(/drop the location \(GPS\), the device, the date and any other metadata/);
    expect(en.content).toMatch(/kept privately in our database, at no public address/);
    expect(en.content).toMatch(
      /if it is rejected, they are deleted at once; if nobody reviews it, they are deleted when/,
    );
    expect(pt.content).toMatch(/descartamos a localização \(GPS\), o aparelho, a data e os demais metadados/);
    expect(pt.content).toMatch(/de forma privada no nosso banco de dados, sem nenhum endereço público/);
    expect(pt.content).toMatch(
      /se for recusado, são apagadas na hora; se ninguém o analisar, são apagadas quando o envio expira/,
    );
  });

  it('is a 404 JSON for an unknown title', async () => {
    const res = await get('/api/docs/Receita%20de%20bolo');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'NOT_FOUND',
      reason: 'DOCUMENT_NOT_FOUND',
      message: 'Document not found: Receita de bolo',
    });
  });
});

describe('/proxy-image/<path>', () => {
  it('serves relative image paths appended to /proxy-image, with the same transforms and limits', async () => {
    const id = `path-${randomBytes(4).toString('hex')}`;
    await new LocalImageHost(MEDIA).upload({ kind: 'screens', id, source: await png(1080, 1920) });
    const res = await get(`/proxy-image/media/screens/${id}.png?width=1024&height=1820&format=png`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(1024);
    const same = await get(
      `/proxy-image?url=${encodeURIComponent(`/media/screens/${id}.png`)}&width=1024&height=1820&format=png`,
    );
    expect(same.headers.get('etag')).toBe(res.headers.get('etag'));
    expect((await get('/proxy-image/media/screens/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await get(`/proxy-image/media/screens/${id}.png?width=99999`)).status).toBe(400);
  });
});

describe('GET /api/screens/{id}/download', () => {
  it("sends a public screen's original with a file name, never a hidden one", async () => {
    const saldo = await h.db.prisma.screen.findFirstOrThrow({ where: { name: 'Saldo' } });
    const id = `dl-${randomBytes(4).toString('hex')}`;
    const original = await png(300, 500);
    await new LocalImageHost(MEDIA).upload({ kind: 'screens', id, source: original });
    await h.db.prisma.screen.update({ where: { id: saldo.id }, data: { imageUrl: `/media/screens/${id}.png` } });
    const res = await get(`/api/screens/${saldo.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="caixa-tem-saldo.png"');
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    const hidden = await h.db.prisma.screen.findFirstOrThrow({ where: { name: 'Tela escondida' } });
    expect((await get(`/api/screens/${hidden.id}/download`)).status).toBe(404);
    const missing = await h.db.prisma.screen.findFirstOrThrow({ where: { name: 'Contratos' } });
    const gone = await get(`/api/screens/${missing.id}/download`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      code: 'NOT_FOUND',
      reason: 'ORIGINAL_IMAGE_MISSING',
      message: 'The original image is missing',
    });
  });
});
