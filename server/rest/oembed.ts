// GET /oembed?url=…&format=json (oEmbed 1.0): a screen link (`?screen=`) is a `photo` of its sized
// image; an app's page is `rich`, an iframe of /embed/app/{slug}, a small card without scripts that is
// the one page other sites may frame. Public records only (services/catalogue/embed.ts).
import { FRAMEABLE } from '../http/security.ts';
import { embedTarget, photoWidth, SCREEN_RATIO } from '../services/catalogue/embed.ts';
import { appPage, pictureUrl, type Site, screenPage } from '../services/catalogue/public-urls.ts';
import { PUBLIC_SCREEN } from '../services/catalogue/screens.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { issue, ValidationError } from '../services/platform/errors.ts';
import { translate } from '../services/platform/messages.ts';
import { errorResponse, json, refusal } from './respond.ts';

export const EMBED_PATH = /^\/embed\/app\/([^/]+)\/?$/;
const PROVIDER = 'Vitrine Pública';
const CARD = { width: 360, height: 720 };
const CACHE_AGE = 3600;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The card is framed by anyone; it runs nothing and loads only images. */
const CARD_CSP =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'none'";

const size = (raw: string | null) => {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new ValidationError([issue('maxwidth', 'FIELD_INVALID')]);
  return n;
};

export async function oembedResponse(request: Request, url: URL, ctx: ServiceContext, site: Site): Promise<Response> {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const params = { method: request.method.slice(0, 20), allow: 'GET, HEAD' };
      return refusal(405, 'METHOD_NOT_ALLOWED', 'METHOD_NOT_ALLOWED', params, ctx.language, { allow: 'GET, HEAD' });
    }
    if (url.pathname !== '/oembed') return await card(url, ctx, site);
    const format = url.searchParams.get('format') ?? 'json';
    // oEmbed 1.0 section 2.3.4: a format the provider does not offer is 501.
    if (format !== 'json') return refusal(501, 'NOT_IMPLEMENTED', 'EMBED_FORMAT', {}, ctx.language);
    const address = url.searchParams.get('url');
    if (!address) throw new ValidationError([issue('url', 'FIELD_REQUIRED')]);
    const maxWidth = size(url.searchParams.get('maxwidth'));
    const maxHeight = size(url.searchParams.get('maxheight'));
    const { app, screen, language } = await embedTarget(ctx, site, address);
    const local = { origin: `${site.origin}${language === 'en' ? '/en' : ''}` };
    const common = {
      version: '1.0',
      title: screen ? `${app.name} — ${screen.name}` : app.name,
      author_name: app.name,
      author_url: appPage(local, app.slug),
      provider_name: PROVIDER,
      provider_url: `${site.origin}/`,
      cache_age: CACHE_AGE,
    };
    const headers = { 'cache-control': `public, max-age=${CACHE_AGE}` };
    if (screen) {
      const width = photoWidth(maxWidth, maxHeight);
      const src = pictureUrl(site, screen.cloudinaryUrl ?? screen.imageUrl, width);
      const height = Math.round(width * SCREEN_RATIO);
      return json(
        {
          ...common,
          type: 'photo',
          url: src,
          width,
          height,
          thumbnail_url: src,
          thumbnail_width: width,
          thumbnail_height: height,
        },
        200,
        headers,
      );
    }
    const width = Math.min(maxWidth ?? CARD.width, CARD.width);
    const height = Math.min(maxHeight ?? CARD.height, CARD.height);
    const src = `${site.origin}/embed/app/${encodeURIComponent(app.slug)}${language === 'en' ? '?lang=en' : ''}`;
    const html = `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(app.name)}" style="border:0" loading="lazy"></iframe>`;
    return json({ ...common, type: 'rich', html, width, height }, 200, headers);
  } catch (error) {
    return errorResponse(error, () => {}, ctx.language);
  }
}

/** The embed card: the app's first screen (or the one asked for), its name and a link back. */
async function card(url: URL, ctx: ServiceContext, site: Site): Promise<Response> {
  const slug = EMBED_PATH.exec(url.pathname)?.[1] ?? '';
  const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'pt';
  const screenKey = url.searchParams.get('screen');
  const page = `${site.origin}${lang === 'en' ? '/en' : ''}/app/${slug}${screenKey ? `?screen=${encodeURIComponent(screenKey)}` : ''}`;
  const { app, screen } = await embedTarget(ctx, site, page);
  const shown =
    screen ??
    (await ctx.db.screen.findFirst({
      where: { ...PUBLIC_SCREEN, appId: app.id },
      orderBy: [{ flow: 'asc' }, { order: 'asc' }],
    }));
  const local = { origin: `${site.origin}${lang === 'en' ? '/en' : ''}` };
  const href = screen ? screenPage(local, app.slug, screen.airtableId) : appPage(local, app.slug);
  const words = lang === 'en' ? 'en' : 'pt-BR';
  const image = shown ? pictureUrl(site, shown.cloudinaryUrl ?? shown.imageUrl, 320) : null;
  const caption = screen ? screen.name : translate(words, 'EMBED_SCREENS', { count: app.screenCount });
  const html = `<!doctype html><html lang="${words}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(app.name)}</title>
<style>body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1a202c;background:#fff}a{color:inherit;text-decoration:none;display:flex;flex-direction:column;height:100vh}img{flex:1;min-height:0;width:100%;object-fit:contain;background:#f7fafc}p{margin:4px 8px}b{display:block}small{color:#2b6cb0}</style></head>
<body><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(shown?.altText ?? shown?.name ?? app.name)}">` : ''}<p><b>${escapeHtml(app.name)}</b>${escapeHtml(caption)}</p><p><small>${escapeHtml(translate(words, 'EMBED_VIEW'))} →</small></p></a></body></html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CARD_CSP,
      'x-frame-options': FRAMEABLE,
      'cache-control': `public, max-age=${CACHE_AGE}`,
    },
  });
}
