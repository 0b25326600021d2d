// The gallery's state as it lives in the address, so every view of /screens is a link:
// ?tag=a&tag=b (all of them), ?category, ?country, ?platform, ?type, ?app (a slug), ?search, ?sort.
// Pure functions, shared by the page and its tests.
import type { AppType, GallerySort, Platform, ScreenFilter } from '@/gql/graphql';
import { readList, withParams } from '@/lib/search-params';

export const PLATFORMS: readonly Platform[] = ['iOS', 'Android', 'Web', 'CrossPlatform'];
export const APP_TYPES: readonly AppType[] = ['Federal', 'State', 'Municipal'];
/** The sorts a visitor picks; without one the server interleaves apps (or ranks, when searching). */
export const PICKED_SORTS = ['newest', 'app'] as const;
export type PickedSort = (typeof PICKED_SORTS)[number];

export type GalleryParams = {
  tags: string[];
  category?: string;
  country?: string;
  platform?: Platform;
  type?: AppType;
  app?: string;
  search?: string;
  /** A colour the screens' palettes hold, as '#rrggbb' (issue 60). */
  colour?: string;
  sort?: PickedSort;
};
export type SingleFilter = 'category' | 'country' | 'platform' | 'type' | 'app' | 'search' | 'colour';
export const SINGLE_FILTERS: readonly SingleFilter[] = [
  'category',
  'country',
  'platform',
  'type',
  'app',
  'search',
  'colour',
];

const loose = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');
/** Addresses typed or shared by people: "ios", "cross-platform" and "federal" are accepted too. */
function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw ? values.find((v) => loose(v) === loose(raw)) : undefined;
}
const text = (raw: string | null) => raw?.trim().slice(0, 200) || undefined;
/** '#rrggbb' from ?colour= (with or without '#'); anything else is no colour. */
export function readColour(raw: string | null | undefined): string | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(raw?.trim() ?? '');
  return m ? `#${m[1]?.toLowerCase()}` : undefined;
}

export function readGalleryParams(params: URLSearchParams): GalleryParams {
  return {
    tags: readList(params, 'tag'),
    category: text(params.get('category')),
    country: text(params.get('country')),
    platform: oneOf(PLATFORMS, params.get('platform')),
    type: oneOf(APP_TYPES, params.get('type')),
    app: text(params.get('app'))?.toLowerCase(),
    search: text(params.get('search')),
    colour: readColour(params.get('colour')),
    sort: oneOf(PICKED_SORTS, params.get('sort')),
  };
}

/** The address for `next`, keeping parameters the gallery does not own (?screen=). */
export function writeGalleryParams(prev: URLSearchParams, next: GalleryParams): URLSearchParams {
  return withParams(prev, {
    tag: next.tags,
    category: next.category,
    country: next.country,
    platform: next.platform,
    type: next.type,
    app: next.app,
    search: next.search,
    colour: next.colour,
    sort: next.sort,
  });
}

/** The API filter; undefined when nothing is chosen, so every unfiltered visit shares one cache entry. */
export function galleryFilter(p: GalleryParams): ScreenFilter | undefined {
  const filter: ScreenFilter = {};
  if (p.tags.length) filter.tags = p.tags;
  for (const key of SINGLE_FILTERS) if (p[key]) filter[key] = p[key];
  return Object.keys(filter).length ? filter : undefined;
}

/** Only a picked sort is sent: the server's default is the interleaved mix, or relevance with a search. */
export function gallerySort(p: GalleryParams): GallerySort | undefined {
  return p.sort;
}

/** How many filters are on (each tag counts), for the "Filters (n)" toggle and the clear-all button. */
export function activeCount(p: GalleryParams): number {
  return p.tags.length + SINGLE_FILTERS.filter((k) => p[k]).length;
}

export function clearFilters(p: GalleryParams): GalleryParams {
  return { tags: [], sort: p.sort };
}
