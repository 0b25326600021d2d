import { FEEDS } from '../rest/feed.ts';
import type { PageMeta } from './page-meta.ts';

export const DESCRIPTION_MAX = 160;
const OG_LOCALE = { pt: 'pt_BR', en: 'en_US' } as const;
export const HTML_LANG = { pt: 'pt-BR', en: 'en' } as const;

/** Spec section 9: over 160 characters, the description is cut to 157 plus an ellipsis. */
export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, 157)}…` : clean;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags for one page. */
export function headTags(meta: PageMeta, origin: string, siteName: string): string {
  const description = cutDescription(meta.description);
  const tags: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  const attr = (name: string, value: string) => tags.push(`<meta ${name} content="${escapeHtml(value)}" />`);
  if (meta.canonical === null) attr('name="robots"', 'noindex');
  else tags.push(`<link rel="canonical" href="${escapeHtml(absolute(origin, meta.canonical))}" />`);
  if (meta.alternates) {
    const { pt, en } = meta.alternates;
    tags.push(`<link rel="alternate" hreflang="pt-BR" href="${escapeHtml(absolute(origin, pt))}" />`);
    tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(absolute(origin, en))}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, pt))}" />`);
  }
  if (meta.oembed && meta.canonical !== null) {
    const oembed = `/oembed?${new URLSearchParams({ url: absolute(origin, meta.canonical), format: 'json' })}`;
    tags.push(
      `<link rel="alternate" type="application/json+oembed" title="${escapeHtml(meta.title)}" href="${escapeHtml(absolute(origin, oembed))}" />`,
    );
  }
  // Every page points feed readers at the new screens, in its language (issue 35).
  const feed = FEEDS[meta.language];
  tags.push(
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(origin, feed.path))}" />`,
  );
  attr('property="og:site_name"', siteName);
  attr('property="og:type"', meta.kind);
  attr('property="og:title"', meta.title);
  attr('property="og:description"', description);
  attr('property="og:locale"', OG_LOCALE[meta.language]);
  attr('property="og:locale:alternate"', OG_LOCALE[meta.language === 'pt' ? 'en' : 'pt']);
  if (meta.canonical !== null) attr('property="og:url"', absolute(origin, meta.canonical));
  attr('name="twitter:card"', meta.image ? 'summary_large_image' : 'summary');
  attr('name="twitter:title"', meta.title);
  attr('name="twitter:description"', description);
  if (meta.image) {
    const image = absolute(origin, meta.image.src);
    attr('property="og:image"', image);
    attr('property="og:image:alt"', meta.image.alt);
    attr('name="twitter:image"', image);
    attr('name="twitter:image:alt"', meta.image.alt);
  }
  return tags.join('\n    ');
}
