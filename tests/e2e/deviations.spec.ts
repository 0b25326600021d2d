import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

// Deviations found trying the site (issue 13), each as it was seen: an image that fails before the
// page is interactive, the /proxy-image/<path> form, and the legal texts behind /api/docs/{title}.
// The copy and category ones are in deviations-copy.spec.ts.

const MEU_INSS = 'query { app(idOrSlug: "meu-inss") { screens { name altText src } } }';
type Shot = { name: string; altText: string; src: string };

const DOCS = [
  { title: 'Termos de Uso', id: 'termos-de-uso', en: 'Terms of Use', page: '/termos-de-uso', heading: 'terms.title' },
  {
    title: 'Política de Privacidade',
    id: 'politica-de-privacidade',
    en: 'Privacy Policy',
    page: '/politica-de-privacidade',
    heading: 'privacy.title',
  },
] as const;

const docPath = (title: string, lang: 'pt' | 'en') =>
  `/api/docs/${encodeURIComponent(title)}${lang === 'en' ? '?lang=en' : ''}`;

for (const { lang } of LANGS) {
  test.describe(`deviations in ${lang}`, () => {
    test('an image that failed before hydration falls back to its alt text, not a broken-image icon', async ({
      page,
      gql,
    }) => {
      const { app } = await gql<{ app: { screens: Shot[] } }>(MEU_INSS);
      const dead = app.screens[0];
      if (!dead) throw new Error('Meu INSS has no screens');
      // Its address answers 404 like a dead one, in every rendition.
      await page.route(
        (url) => url.pathname === dead.src,
        (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
      );
      // The scripts wait until the browser has given up on the picture: React attaches afterwards.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(at(lang, '/app/meu-inss'), { waitUntil: 'commit' });
      await page.waitForFunction((src) => {
        const img = [...document.images].find((i) => i.getAttribute('src')?.startsWith(src));
        return img?.complete === true && img.naturalWidth === 0 && img.currentSrc !== '';
      }, dead.src);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      await ready(page);

      const thumb = page.getByRole('button', { name: msg(lang, 'screen.open', { name: dead.name }) });
      await expect(thumb.locator('[data-image-status]')).toHaveAttribute('data-image-status', 'failed');
      await expect(thumb.locator('img')).toHaveCount(0);
      await expect(thumb.getByRole('img', { name: dead.altText })).toHaveText(dead.altText);
      // The others, whose pictures are fine, still show them.
      const others = page.locator('main li [data-image-status=loaded]');
      await expect(others.first()).toBeVisible();
    });

    test(`the terms and privacy pages show the API's texts in ${lang}`, async ({ page, request, snap }) => {
      for (const doc of DOCS) {
        const body = (await (await request.get(docPath(doc.title, lang))).json()) as { content: string };
        const headings = [...body.content.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
        expect(headings.length).toBeGreaterThan(1);
        await page.goto(at(lang, doc.page));
        await ready(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, doc.heading));
        await expect(page.getByTestId('legal-text').getByRole('heading', { level: 2 })).toHaveText(headings);
        if (doc.id === 'termos-de-uso') await snap(`terms-${lang}`);
      }
    });
  });
}

test.describe('deviations in the API', () => {
  test('/api/docs/{title}: both texts in Portuguese and English; unknown titles are a JSON 404', async ({
    request,
  }) => {
    for (const doc of DOCS) {
      for (const lang of ['pt', 'en'] as const) {
        const response = await request.get(docPath(doc.title, lang));
        expect(response.status(), `${doc.title} ${lang}`).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/json/);
        const body = await response.json();
        const title = lang === 'en' ? doc.en : doc.title;
        expect(body).toEqual({ id: doc.id, title, content: expect.any(String), status: 'published' });
        expect(body.content).toMatch(new RegExp(`^# ${title}\\n`));
        // The privacy text says what the newsletter keeps.
        if (doc.id === 'politica-de-privacidade') expect(body.content).toMatch(/^## Newsletter$/m);
      }
    }
    const missing = await request.get(`/api/docs/${encodeURIComponent('Termos de Nada')}`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^application\/json/);
    expect(await missing.json()).toEqual({ message: expect.stringContaining('Termos de Nada') });
  });

  test('/proxy-image/<path> is /proxy-image?url=<path>: same picture, same limits', async ({ request, gql }) => {
    const { app } = await gql<{ app: { screens: Shot[] } }>(MEU_INSS);
    const src = app.screens[0]?.src ?? '';
    expect(src).toMatch(/^\/media\//);
    const both = async (path: string, query: string) => {
      const pathForm = await request.get(`/proxy-image${path}?${query}`, { maxRedirects: 0 });
      const queryForm = await request.get(`/proxy-image?url=${encodeURIComponent(path)}&${query}`);
      return { pathForm, queryForm };
    };

    const ok = await both(src, 'width=1024&height=1820&format=webp');
    expect(ok.pathForm.status()).toBe(200);
    expect(ok.pathForm.headers()['content-type']).toBe('image/webp');
    expect(Buffer.compare(await ok.pathForm.body(), await ok.queryForm.body())).toBe(0);
    // format=auto picks what the browser accepts, as the query form does.
    const auto = await request.get(`/proxy-image${src}?width=1024&height=1820&format=auto`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(auto.status()).toBe(200);
    expect(auto.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);

    for (const [path, query, status] of [
      [src, 'width=99999', 400],
      ['/media/screens/nao-existe.png', 'width=320', 404],
      ['//evil.example.com/x.png', 'width=320', 403],
    ] as const) {
      const { pathForm, queryForm } = await both(path, query);
      expect(pathForm.status(), `${path}?${query}`).toBe(status);
      expect(queryForm.status(), `?url=${path}&${query}`).toBe(status);
      expect(await pathForm.json()).toEqual(await queryForm.json());
    }
  });
});
