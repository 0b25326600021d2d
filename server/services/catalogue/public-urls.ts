// The public addresses of the catalogue's records, as the site writes them (its "copy link", its
// filters, its image variants): shared by every channel that links back to the site (MCP, feeds, exports).
import { imageUrl } from '../../../web/src/lib/image-url.ts';
import type { App, Screen } from '../../generated/prisma/client.ts';
import { ALLOWED_DIMENSIONS, snapTo } from '../../images/limits.ts';
import { platformLabel } from '../platform/vocabulary.ts';

export type Site = { origin: string };

/** A screen's public fields with its app's name and slug, as every channel publishes them. */
export function publicScreenFields(s: Screen, app: Pick<App, 'name' | 'slug'>) {
  return {
    id: s.id,
    recordId: s.airtableId,
    name: s.name,
    description: s.description,
    flow: s.flow,
    tags: s.tags,
    capturedAt: s.capturedAt.toISOString(),
    appVersion: s.appVersion,
    app: { name: app.name, slug: app.slug },
  };
}

/** An app's public fields, as every channel (MCP, exports) publishes them. */
export function publicAppFields(a: App) {
  return {
    id: a.id,
    name: a.name,
    slug: a.slug,
    description: a.appInfo,
    type: a.type as string | null,
    platform: platformLabel(a.platform),
    country: a.country,
    categories: a.categories,
    planned: a.planned,
    /** When the service stopped existing (issue 61); null while it lives. */
    retiredAt: a.retiredAt?.toISOString() ?? null,
    screenCount: a.screenCount,
    officialUrl: a.url,
  };
}

/** The viewer's width on a large screen: one of the variants the image routes make (server/images/limits.ts). */
export const IMAGE_WIDTH = 960;

export const absolute = (site: Site, path: string) => (/^https?:\/\//i.test(path) ? path : `${site.origin}${path}`);

/** The image at `width` px wide (WebP) as the site delivers it: its /media variant, Cloudinary's, or the proxy's. */
export const pictureUrl = (site: Site, src: string, width = IMAGE_WIDTH) =>
  absolute(site, imageUrl(src, { width, format: 'webp', quality: 80 }));

/** The formats a sized image can be asked in (GraphQL `imageSized`). */
export const SIZED_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type SizedFormat = (typeof SIZED_FORMATS)[number];

/** The image at (about) `width` px in `format`: snapped to a width the image routes make, so it is a cache hit. */
export const sizedImageUrl = (site: Site, src: string, width: number, format: SizedFormat = 'webp') =>
  absolute(site, imageUrl(src, { width: snapTo(ALLOWED_DIMENSIONS, width), format, quality: 80 }));

/** The widths REST's `images` names: the card's, the page's and the viewer's variants. */
export const NAMED_WIDTHS = { small: 320, medium: 640, large: 1280 } as const;

/**
 * Beside a screen's stored (maybe site-relative) `imageUrl`: its absolute address and WebP variants
 * at the named widths, of the copy the site serves. Added, never renamed: the spec's clients read `imageUrl`.
 */
export const screenImageFields = (site: Site, s: Pick<Screen, 'imageUrl' | 'cloudinaryUrl'>) => {
  const src = s.cloudinaryUrl ?? s.imageUrl;
  return {
    imageUrlAbsolute: absolute(site, s.imageUrl),
    images: {
      small: pictureUrl(site, src, NAMED_WIDTHS.small),
      medium: pictureUrl(site, src, NAMED_WIDTHS.medium),
      large: pictureUrl(site, src, NAMED_WIDTHS.large),
    },
  };
};

export const appPage = (site: Site, slug: string) => `${site.origin}/app/${encodeURIComponent(slug)}`;

/** The app's page with this screen open in the viewer. */
export const screenPage = (site: Site, slug: string, recordId: string) =>
  `${appPage(site, slug)}?screen=${encodeURIComponent(recordId)}`;

/** The screens page filtered by one tag or category, as its filters write the address. */
export const galleryPage = (site: Site, key: 'tag' | 'category', value: string) =>
  `${site.origin}/screens?${new URLSearchParams({ [key]: value })}`;
