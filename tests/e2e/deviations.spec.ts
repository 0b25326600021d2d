import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

// Deviations found trying the site (issue 13), each as it was seen: an image that fails before the
// page is interactive, and the legal texts behind /api/docs/{title}. The copy and category ones are
// in deviations-copy.spec.ts; the API's answers (the texts' shapes, /proxy-image/<path>) in
// tests/api/documents/e2e-moved-deviations.test.ts.

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
    test.describe('with the real pictures', () => {
      // The dead picture fails on its own route; the others must be the server's, loading for real.
      test.use({ realImages: true });

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

        const thumb = page.getByRole('link', { name: msg(lang, 'screen.open', { name: dead.name }) });
        await expect(thumb.locator('[data-image-status]')).toHaveAttribute('data-image-status', 'failed');
        await expect(thumb.locator('img')).toHaveCount(0);
        await expect(thumb.getByRole('img', { name: dead.altText })).toHaveText(dead.altText);
        // The others, whose pictures are fine, still show them.
        const others = page.locator('main li [data-image-status=loaded]');
        await expect(others.first()).toBeVisible();
      });
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
