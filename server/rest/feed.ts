// /feed.atom and /en/feed.atom: the newest public screens as Atom (RFC 4287), 50 an entry page, paged
// with first/next links (legislation.gov.uk's practice) on the gallery's own cursor.

import { appPage, pictureUrl, screenPage } from '../services/catalogue/public-urls.ts';
import { galleryPage } from '../services/gallery/gallery.ts';
import { isIllustrative, recentRetirements } from '../services/open-data/open-data.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { type OpenDataSite, RIGHTS } from './open-data-rows.ts';

export const FEED_PAGE = 50;
const ILLUSTRATIVE_LABEL = { pt: 'Conteúdo ilustrativo (demonstração)', en: 'Illustrative demo content' };
export const FEEDS = {
  pt: { path: '/feed.atom', title: 'Vitrine Pública — telas novas' },
  en: { path: '/en/feed.atom', title: 'Vitrine Pública — new screens' },
} as const;

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
// XML 1.0 cannot carry most control characters at all, escaped or not.
const allowedInXml = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return n === 0x9 || n === 0xa || n === 0xd || (n >= 0x20 && n !== 0xfffe && n !== 0xffff);
};
const clean = (text: string) => xml([...text].filter(allowedInXml).join(''));
const RETIRED = { pt: 'Serviço encerrado', en: 'Service retired' };

export async function atomFeed(ctx: ServiceContext, site: OpenDataSite, lang: 'pt' | 'en', after?: string) {
  const page = await galleryPage(ctx, {}, { first: FEED_PAGE, after, sort: 'newest' });
  const base = `${site.origin}${FEEDS[lang].path}`;
  const prefix = lang === 'en' ? '/en' : '';
  const local = { origin: `${site.origin}${prefix}` };
  const updated = page.items.reduce((t, s) => Math.max(t, s.updatedAt.getTime()), 0) || Date.now();
  const link = (rel: string, href: string, type?: string) =>
    `<link rel="${rel}" href="${xml(href)}"${type ? ` type="${type}"` : ''}/>`;
  const head = [
    `<id>${xml(base)}</id>`,
    `<title>${xml(FEEDS[lang].title)}</title>`,
    `<updated>${new Date(updated).toISOString()}</updated>`,
    `<author><name>${clean(site.publisher.name)}</name><uri>${xml(site.publisher.url)}</uri></author>`,
    `<rights>${clean(`${site.licence.name}. ${RIGHTS[lang]}`)}</rights>`,
    link('self', after ? `${base}?after=${encodeURIComponent(after)}` : base, 'application/atom+xml'),
    link('first', base, 'application/atom+xml'),
    ...(page.hasNextPage && page.endCursor
      ? [link('next', `${base}?after=${encodeURIComponent(page.endCursor)}`, 'application/atom+xml')]
      : []),
    link('alternate', `${site.origin}${prefix}/screens`, 'text/html'),
    link('license', site.licence.url),
  ];
  const entries = page.items.map((s) => {
    const href = screenPage(local, s.app.slug, s.airtableId);
    const image = pictureUrl(site, s.cloudinaryUrl ?? s.imageUrl);
    const title = `${s.app.name} — ${s.name}`;
    const html = `<p><img src="${xml(image)}" alt="${xml(s.altText ?? s.name)}"/></p><p>${xml(s.description ?? '')}</p>`;
    return [
      '<entry>',
      `<id>${xml(screenPage(site, s.app.slug, s.airtableId))}</id>`,
      `<title>${clean(title)}</title>`,
      link('alternate', href, 'text/html'),
      link('enclosure', image, 'image/webp'),
      `<published>${s.createdAt.toISOString()}</published>`,
      `<updated>${s.updatedAt.toISOString()}</updated>`,
      `<author><name>${clean(s.app.name)}</name></author>`,
      ...s.tags.map((t) => `<category term="${clean(t)}"/>`),
      // The demo catalogue's screens are invented: said wherever they are published.
      ...(isIllustrative(s.airtableId) ? [`<category term="illustrative" label="${ILLUSTRATIVE_LABEL[lang]}"/>`] : []),
      `<summary>${clean(s.description ?? s.altText ?? s.name)}</summary>`,
      `<content type="html">${clean(html)}</content>`,
      '</entry>',
    ].join('');
  });
  // Issue 61: a service retired is news too, told once on the first page (its screens leave the feed).
  const retired = after ? [] : await recentRetirements(ctx);
  for (const a of retired) {
    const href = appPage(local, a.slug);
    const when = (a.retiredAt as Date).toISOString();
    entries.push(
      [
        '<entry>',
        `<id>${xml(`${appPage(site, a.slug)}#retired-${when.slice(0, 10)}`)}</id>`,
        `<title>${clean(`${RETIRED[lang]}: ${a.name}`)}</title>`,
        link('alternate', href, 'text/html'),
        `<published>${when}</published>`,
        `<updated>${when}</updated>`,
        `<author><name>${clean(a.name)}</name></author>`,
        '<category term="retired"/>',
        `<summary>${clean(`${RETIRED[lang]} (${when.slice(0, 10)}): ${a.name}`)}</summary>`,
        '</entry>',
      ].join(''),
    );
  }
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang === 'en' ? 'en' : 'pt-BR'}">${head.join('')}${entries.join('')}</feed>\n`;
}
