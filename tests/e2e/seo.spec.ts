import { expect, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const meta = (html: string, key: string) =>
  head(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

// Server HTML only (no browser): what link previews and crawlers see.
test.describe('share-ready pages (server/pages)', () => {
  for (const { lang, htmlLang } of LANGS) {
    test(`every public page has its own head in ${lang}`, async ({ request, baseURL }) => {
      const pages = ['/', '/screens', '/about', '/app/1746-rio'].map((p) => at(lang, p));
      const titles = new Set<string>();
      for (const path of pages) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${htmlLang}">`);
        const title = head(html, /<title>([^<]+)<\/title>/) ?? '';
        titles.add(title);
        const description = meta(html, 'description') ?? '';
        expect(description.length, path).toBeGreaterThan(20);
        expect(description.length, path).toBeLessThanOrEqual(160);
        expect(head(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${path}`);
        const base = lang === 'en' ? path.replace(/^\/en/, '') || '/' : path;
        expect(html).toContain(`hreflang="pt-BR" href="${baseURL}${base}"`);
        expect(html).toContain(`hreflang="en" href="${baseURL}${at('en', base)}"`);
        expect(html).toContain(`hreflang="x-default" href="${baseURL}${base}"`);
        expect(meta(html, 'og:title')).toBe(title);
        expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`);
        expect(meta(html, 'twitter:card')).toBeTruthy();
        // Server-rendered content, not an empty shell.
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
      expect(titles.size).toBe(pages.length);
    });

    test(`app and screen links preview with their image in ${lang}`, async ({ request, baseURL }) => {
      const app = await (await request.get(at(lang, '/app/1746-rio'))).text();
      expect(meta(app, 'og:title')).toBe(msg(lang, 'meta.app.title', { name: '1746 Rio' }));
      expect(meta(app, 'og:image')).toMatch(new RegExp(`^${baseURL}/media/screens/`));
      expect(meta(app, 'twitter:card')).toBe('summary_large_image');
      const shot = await (
        await request.get(`${at(lang, '/app/1746-rio')}?screen=demo-scr-1746-rio-minha-conta`)
      ).text();
      expect(meta(shot, 'og:image')).toBe(`${baseURL}/media/screens/1746-rio-minha-conta.png`);
      expect(meta(shot, 'og:title')).toContain('Minha conta');
      expect(meta(shot, 'og:url')).toBe(`${baseURL}${at(lang, '/app/1746-rio')}?screen=demo-scr-1746-rio-minha-conta`);
      expect(meta(shot, 'twitter:image')).toBe(meta(shot, 'og:image'));
    });
  }

  test('long descriptions are cut to 157 characters plus an ellipsis', async ({ request, gql }) => {
    const { apps } = await gql<{ apps: { slug: string; appInfo: string | null }[] }>('query { apps { slug appInfo } }');
    const long = apps.find((a) => (a.appInfo ?? '').length > 160);
    test.skip(!long, 'the demo catalogue has no description over 160 characters');
    const html = await (await request.get(`/app/${long?.slug}`)).text();
    const description = meta(html, 'description') ?? '';
    expect(description).toHaveLength(158);
    expect(description.endsWith('…')).toBe(true);
  });

  test('unknown pages answer 404 with noindex', async ({ request }) => {
    const response = await request.get('/nada/aqui');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Page Not Found');
  });

  test('sitemap lists every public app page in both languages; robots points to it', async ({
    request,
    gql,
    baseURL,
  }) => {
    const { apps } = await gql<{ apps: { slug: string }[] }>('query { apps { slug } }');
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { slug } of apps) {
      expect(xml).toContain(`<loc>${baseURL}/app/${slug}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/en/app/${slug}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('hashed assets are cached forever, pages are not', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = head(html, /<script type="module" crossorigin src="([^"]+)"/) ?? '';
    const asset = await request.get(script);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/server/entry-server.js')).status()).toBe(404);
  });
});

test('pages read without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/app/1746-rio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1746 Rio');
  await expect(page.locator('main ul > li img').first()).toBeVisible();
  await context.close();
});
