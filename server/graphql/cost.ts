import { type GraphQLField, getNamedType, isLeafType, isListType, isNonNullType } from 'graphql';
import type { CatalogueSize } from '../services/platform/catalogue-size.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

const isList = (type: unknown): boolean => isListType(type) || (isNonNullType(type) && isListType(type.ofType));

/** A list of `n` objects: the objects themselves, then `n` times whatever is selected below them. */
export const listOf = (n: number) => ({ field: n, multiplier: n });

/**
 * Default cost of a field with no declared one: scalars are free (their size is bounded by the
 * object that holds them), an object costs 1, and a list of unknown size counts as a long one.
 */
export function fieldCost(_args: object, _ctx: object, field: GraphQLField<unknown, any>) {
  if (isLeafType(getNamedType(field.type))) return 0;
  return isList(field.type) ? listOf(GRAPHQL_LIMITS.defaultListSize) : 1;
}

/**
 * Cost is time. The limit (10,000) stands for one second of the server's time on PostgreSQL (two on
 * PGlite), so a unit is 0.1 ms. An object returned costs 1, about what it takes to load, resolve and
 * serialize one on a busy machine (0.03–0.1 ms), which also bounds memory. A field whose statements
 * read far more rows than it returns adds what those reads take: its time per 1,000 screens of the
 * catalogue, measured on the scale dataset (`npm run seed:scale`: 2,000 apps, 200,000 screens) on a
 * loaded 2-core machine, the slower of PostgreSQL and PGlite, times the catalogue's current size.
 * tests/db/cost-at-scale.test.ts holds every public root field to this; `npm run bench:abuse` prints
 * the heaviest allowed operation's time at 200,000 screens.
 */
const UNITS_PER_MS = GRAPHQL_LIMITS.maxCost / 1000;

/** Milliseconds per 1,000 screens (measured at 200,000; PostgreSQL and PGlite were within 30% of each other). */
export const MS_PER_1000_SCREENS = {
  /** Per app, per 1,000 screens of the largest app: the flow heads of its screens (an index-only scan). */
  firstScreen: 0.7,
  /** screenFacets: the screens counted per app, then per tag (330 ms at 200,000). */
  facets: 1.7,
  /** A connection's totalCount: one COUNT over the filtered screens (40–80 ms). */
  totalCount: 0.4,
  /** tags: every public screen's tags unnested and grouped (120–190 ms). */
  tags: 1,
  /** stats: three counts, one of them over every tag (200–280 ms). */
  stats: 1.4,
  /** One pass of a search that matches every screen ("tela" in the scale data): 250–310 ms. */
  search: 1.5,
  /** A colour filter's palette lookups (EXISTS per screen on the palette's screenId index), estimated. */
  colour: 0.5,
} as const;

/** What does not grow with the catalogue: a gallery page's keyset query. */
const FIXED_MS = { page: 10 };

const scan = (kind: keyof typeof MS_PER_1000_SCREENS, screens: number) =>
  ((MS_PER_1000_SCREENS[kind] * screens) / 1000) * UNITS_PER_MS;
const searching = (search: string | null | undefined) => Boolean(search?.trim());

/** Declared costs of the fields that read more than they return, from the catalogue's current size. */
export const FIELD_COSTS = {
  /** Per app: the screen, plus its share of the flow heads read for the whole list. */
  firstScreen: (c: CatalogueSize) => 1 + scan('firstScreen', c.screensPerApp),
  /** The gallery connection: its page, its count, and a search ranks every match then counts them. */
  screens: (c: CatalogueSize, search?: string | null, colour?: string | null) =>
    FIXED_MS.page * UNITS_PER_MS +
    scan('totalCount', c.screens) +
    (searching(search) ? 2 * scan('search', c.screens) : 0) +
    (colour ? 2 * scan('colour', c.screens) : 0),
  /** Both aggregates read what the filter lets through: a search is one more pass. */
  facets: (c: CatalogueSize, search?: string | null, colour?: string | null) =>
    scan('facets', c.screens) +
    (searching(search) ? scan('search', c.screens) : 0) +
    (colour ? scan('colour', c.screens) : 0),
  tags: (c: CatalogueSize) => scan('tags', c.screens),
  stats: (c: CatalogueSize) => scan('stats', c.screens),
  /** apps(filter: { search }): the apps' matching screens are ranked too. */
  appSearch: (c: CatalogueSize, search?: string | null) => (searching(search) ? scan('search', c.screens) : 0),
};
