import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { type Lang, msg } from './i18n';

// Shared by the gallery specs (filters, viewer links, deviations): what the API says, and what the
// /screens page shows, in the same shapes so they can be compared directly.

export type Gql = <T = any>(query: string, variables?: object) => Promise<T>;
export type ApiScreen = {
  name: string;
  airtableId: string;
  dbId: number;
  src: string;
  app: { slug: string; name: string };
};
export type Card = { name: string; slug: string };

const PAGE = `query E2EGallery($f: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {
  screens(filter: $f, first: $first, after: $after, sort: $sort) {
    totalCount
    edges { node { name airtableId dbId src app { slug name } } }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** One page of the public gallery, as the page's own query would get it. */
export async function galleryPage(
  gql: Gql,
  filter: object = {},
  page: { first?: number; after?: string; sort?: 'mixed' | 'newest' | 'app' } = {},
) {
  const { screens } = await gql<{
    screens: {
      totalCount: number;
      edges: { node: ApiScreen }[];
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  }>(PAGE, { f: filter, first: page.first ?? 50, after: page.after, sort: page.sort });
  return { total: screens.totalCount, nodes: screens.edges.map((e) => e.node), endCursor: screens.pageInfo.endCursor };
}

/** The first `count` screens (over several API pages when needed, as load-more walks them). */
export async function galleryScreens(gql: Gql, filter: object, count: number, sort?: 'mixed' | 'newest' | 'app') {
  const out: ApiScreen[] = [];
  let after: string | undefined;
  while (out.length < count) {
    const page = await galleryPage(gql, filter, { first: Math.min(100, count - out.length), after, sort });
    out.push(...page.nodes);
    if (!page.endCursor || page.nodes.length === 0) break;
    after = page.endCursor;
  }
  return out;
}

export const asCards = (screens: ApiScreen[]): Card[] => screens.map((s) => ({ name: s.name, slug: s.app.slug }));

/** The gallery's cards in page order: each screen's name and the app its link points to. */
export function gridCards(page: Page): Promise<Card[]> {
  return page
    .getByTestId('screen-grid')
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) => ({
        name: li.querySelector('.vp-thumb .vp-thumb__name')?.textContent?.trim() ?? '',
        slug: li.querySelector('a.vp-gcard__app')?.getAttribute('href')?.split('/app/')[1] ?? '',
      })),
    );
}

export type Facet = { value: string; label: string; labelEn: string; count: number };
export type Facets = Record<'tags' | 'category' | 'country' | 'platform' | 'type' | 'app', Facet[]>;

/** GET /api/screens/facets with the page's own query string (each option counted under the others). */
export async function restFacets(request: APIRequestContext, query: string): Promise<Facets> {
  const response = await request.get(`/api/screens/facets${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  const facets = (await response.json()) as Facets;
  // REST spells the spec's `Cross-platform`; the page's selects and catalogs use the GraphQL enum name.
  const web = (f: Facet) =>
    f.value === 'Cross-platform' ? { ...f, value: 'CrossPlatform', label: 'CrossPlatform' } : f;
  return { ...facets, platform: facets.platform.map(web) };
}

/** A catalog label when the catalogs have one (tags, platforms, app types), else the value itself. */
export function valueLabel(lang: Lang, prefix: string, value: string): string {
  try {
    return msg(lang, `${prefix}.${value}`);
  } catch {
    return value;
  }
}

/** What a facet option reads like in a select or menu: "Label (count)". */
export function optionText(lang: Lang, key: keyof Facets, facet: Facet): string {
  const label =
    key === 'tags'
      ? valueLabel(lang, 'tag', facet.value)
      : key === 'platform'
        ? valueLabel(lang, 'platform', facet.value)
        : key === 'type'
          ? valueLabel(lang, 'appType', facet.value)
          : lang === 'en'
            ? facet.labelEn
            : facet.label;
  return msg(lang, 'filters.option', { label, count: facet.count });
}

/** The "N of M screens" line once it says what is expected. */
export async function expectShown(page: Page, lang: Lang, shown: number, total: number) {
  // Generous: each change is a new page of results from a server that may be busy.
  await expect(page.getByTestId('screens-shown')).toHaveText(msg(lang, 'screens.shown', { shown, total }), {
    timeout: 15_000,
  });
}

/** The texts of a facet select's options, without its "all" choice. */
export function selectOptions(page: Page, key: string): Promise<string[]> {
  return page
    .getByTestId(`facet-${key}`)
    .locator('option')
    .evaluateAll((options) => options.filter((o) => (o as HTMLOptionElement).value !== '').map((o) => o.textContent));
}
