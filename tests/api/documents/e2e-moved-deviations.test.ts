// Moved from tests/e2e/deviations.spec.ts ('deviations in the API'): HTTP answers only, so they run
// here, on PGlite and PostgreSQL, instead of in a browser project. The legal texts at
// /api/docs/{title} in both languages, and the /proxy-image/<path> form of a relative picture.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { png } from '../../images/support/fixtures.ts';
import { seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';

const MEDIA = testMediaDir();
const h = seededApi();
const get = (path: string, init?: RequestInit) => fetch(h.srv.base + path, init);

const DOCS = [
  { title: 'Termos de Uso', id: 'termos-de-uso', en: 'Terms of Use' },
  { title: 'Política de Privacidade', id: 'politica-de-privacidade', en: 'Privacy Policy' },
] as const;

describe('/api/docs/{title}', () => {
  it('answers both texts in Portuguese and English; unknown titles are a JSON 404', async () => {
    for (const doc of DOCS) {
      for (const lang of ['pt', 'en'] as const) {
        const response = await get(`/api/docs/${encodeURIComponent(doc.title)}${lang === 'en' ? '?lang=en' : ''}`);
        expect(response.status, `${doc.title} ${lang}`).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const body = (await response.json()) as { content: string };
        const title = lang === 'en' ? doc.en : doc.title;
        expect(body).toEqual({ id: doc.id, title, content: expect.any(String), status: 'published' });
        expect(body.content).toMatch(new RegExp(`^# ${title}\\n`));
        // The privacy text says what the newsletter keeps.
        if (doc.id === 'politica-de-privacidade') expect(body.content).toMatch(/^## Newsletter$/m);
      }
    }
    const missing = await get(`/api/docs/${encodeURIComponent('Termos de Nada')}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('Termos de Nada'),
    });
  });
});

describe('/proxy-image/<path>', () => {
  it('is /proxy-image?url=<path>: same picture, same limits', async () => {
    const id = `moved-${randomBytes(4).toString('hex')}`;
    await new LocalImageHost(MEDIA).upload({ kind: 'screens', id, source: await png(1080, 1920) });
    const src = `/media/screens/${id}.png`;
    const both = async (path: string, query: string) => ({
      pathForm: await get(`/proxy-image${path}?${query}`, { redirect: 'manual' }),
      queryForm: await get(`/proxy-image?url=${encodeURIComponent(path)}&${query}`),
    });

    const ok = await both(src, 'width=1024&height=1820&format=webp');
    expect(ok.pathForm.status).toBe(200);
    expect(ok.pathForm.headers.get('content-type')).toBe('image/webp');
    const [pathBytes, queryBytes] = [await ok.pathForm.arrayBuffer(), await ok.queryForm.arrayBuffer()];
    expect(Buffer.compare(Buffer.from(pathBytes), Buffer.from(queryBytes))).toBe(0);
    // format=auto picks what the browser accepts, as the query form does.
    const auto = await get(`/proxy-image${src}?width=1024&height=1820&format=auto`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(auto.status).toBe(200);
    expect(auto.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
    await auto.arrayBuffer();

    for (const [path, query, status] of [
      [src, 'width=99999', 400],
      ['/media/screens/nao-existe.png', 'width=320', 404],
      ['//evil.example.com/x.png', 'width=320', 403],
    ] as const) {
      const { pathForm, queryForm } = await both(path, query);
      expect(pathForm.status, `${path}?${query}`).toBe(status);
      expect(queryForm.status, `?url=${path}&${query}`).toBe(status);
      expect(await pathForm.json()).toEqual(await queryForm.json());
    }
  });
});
