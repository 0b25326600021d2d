import { escapeHtml } from './head.ts';
import type { FetchGraphQL } from './page-meta.ts';

const SITEMAP_APPS = 'query SitemapApps { apps { slug updatedAt } flowKinds { slug appCount } }';
const PAGES: [pt: string, en: string][] = [
  ['/', '/en'],
  ['/screens', '/en/screens'],
  ['/about', '/en/about'],
  ['/desenvolvedores', '/en/desenvolvedores'],
  ['/fluxos', '/en/fluxos'],
];

function entry(origin: string, pt: string, en: string, lastmod?: string): string {
  const links = [
    ['pt-BR', pt],
    ['en', en],
    ['x-default', pt],
  ].map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`);
  const mod = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  // Each language version is its own <url>, both listing the full set of alternates.
  return [pt, en].map((path) => `<url><loc>${escapeHtml(origin + path)}</loc>${mod}${links.join('')}</url>`).join('\n');
}

/** Every public page, and every app page in both languages. */
export async function sitemapXml(origin: string, fetchGraphQL: FetchGraphQL): Promise<string> {
  const result = await fetchGraphQL(SITEMAP_APPS);
  const apps = (result?.data?.apps ?? []) as { slug: string; updatedAt: string }[];
  // A kind no public app has a flow of is an empty page: left out.
  const kinds = ((result?.data?.flowKinds ?? []) as { slug: string; appCount: number }[]).filter((k) => k.appCount > 0);
  const urls = [
    ...PAGES.map(([pt, en]) => entry(origin, pt, en)),
    ...kinds.map((k) => entry(origin, `/fluxos/${k.slug}`, `/en/fluxos/${k.slug}`)),
    ...apps.map((a) =>
      entry(origin, `/app/${encodeURIComponent(a.slug)}`, `/en/app/${encodeURIComponent(a.slug)}`, a.updatedAt),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Allow: /api/catalog.jsonld
Allow: /api/export/
Disallow: /admin
Disallow: /api/
Disallow: /graphql

Sitemap: ${origin}/sitemap.xml
`;
}
