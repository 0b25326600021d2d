// The heaviest operations an anonymous client may send, one per public root field at its maximum
// arguments, each repeated under aliases as far as the cost and alias limits let it. Shared by
// tests/db/cost-at-scale.test.ts (which holds their time to their cost) and `npm run bench:abuse`
// (which prints the heaviest one's time at 200,000 screens).
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { Lexer, Source, TokenKind } from 'graphql';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits.ts';
import { schema } from '../../server/graphql/schema.ts';
import type { CatalogueSize } from '../../server/services/platform/catalogue-size.ts';

/** What the operations point at: the app with the most screens, some public screens, the largest collection. */
export type Sample = { appSlug: string; screenId: number; screenGlobalIds: string[]; collectionId?: string };

const SCREEN = 'id name src altText tags flow app { id name slug logoSrc }';
const OPTIONS = 'value label labelEn count';
const FACETS = `tags { ${OPTIONS} } categories { ${OPTIONS} } countries { ${OPTIONS} } platforms { ${OPTIONS} } types { ${OPTIONS} } apps { ${OPTIONS} }`;
// "tela" is in every generated screen's description: a search that matches the whole catalogue.
const BROAD = 'tela';

export function heavyFields(s: Sample): { name: string; field: string }[] {
  const page = `totalCount edges { cursor node { ${SCREEN} } } pageInfo { hasNextPage endCursor }`;
  return [
    {
      name: 'apps (home page)',
      field: 'apps(sort: screens) { id name slug planned country logoSrc screenCount firstScreen { id src altText } }',
    },
    { name: 'apps, searching', field: `apps(filter: { search: "${BROAD}" }) { id name slug firstScreen { id src } }` },
    { name: 'app with its screens', field: `app(idOrSlug: "${s.appSlug}") { id name screens { ${SCREEN} } }` },
    { name: 'screens, 100', field: `screens(first: 100) { ${page} }` },
    { name: 'screens, broad search', field: `screens(first: 100, filter: { search: "${BROAD}" }) { ${page} }` },
    {
      name: 'screens, typo search',
      field: `screens(first: 100, filter: { search: "aposentadria agendameto" }) { ${page} }`,
    },
    {
      name: 'screens, every filter',
      field: `screens(first: 100, sort: app, filter: { tags: ["form"], platform: "Android", type: "Federal", country: "Brasil" }) { ${page} }`,
    },
    { name: 'screen', field: `screen(idOrAirtableId: "${s.screenId}") { ${SCREEN} app { screens { id src } } }` },
    { name: 'screenFacets', field: `screenFacets { ${FACETS} }` },
    { name: 'screenFacets, broad search', field: `screenFacets(filter: { search: "${BROAD}" }) { ${FACETS} }` },
    { name: 'categories', field: 'categories { name nameEn iconUrl hidden }' },
    { name: 'tags(limit: 500)', field: 'tags(limit: 500) { name count }' },
    { name: 'stats', field: 'stats { apps screens tags categories }' },
    { name: 'newsletter', field: 'newsletter { subscriberCount }' },
    {
      name: 'nodes(100 screens)',
      field: `nodes(ids: ${JSON.stringify(s.screenGlobalIds.slice(0, GRAPHQL_LIMITS.maxNodeIds))}) { id ... on Screen { ${SCREEN} } }`,
    },
    { name: 'viewer', field: 'viewer { username }' },
    {
      name: 'screensByIds(6)',
      field: `screensByIds(ids: ${JSON.stringify(s.screenGlobalIds.slice(0, 6).map(dbIdOf))}) { ${SCREEN} }`,
    },
    ...(s.collectionId
      ? [
          {
            name: 'collection (the largest)',
            field: `collection(id: "${s.collectionId}") { id title itemCount items { id position note removed screen { ${SCREEN} } } }`,
          },
        ]
      : []),
  ];
}

const dbIdOf = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);

export const costOf = (query: string, catalogue: CatalogueSize) =>
  complexityFromQuery(query, { schema, ctx: { catalogue } }).complexity;

const aliased = (field: string, n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

/**
 * The field under as many aliases as the limits allow (cost, aliases, characters, tokens), or null
 * when even one is over the cost limit: refused, which is the other acceptable answer.
 */
export function maxAllowed(field: string, catalogue: CatalogueSize) {
  const L = GRAPHQL_LIMITS;
  const one = costOf(`{ ${field} }`, catalogue);
  if (one > L.maxCost) return null;
  const each = `a00: ${field} `;
  const aliases = Math.max(
    1,
    Math.min(
      L.maxAliases,
      Math.floor(L.maxCost / Math.max(one, 1)),
      Math.floor((L.maxCharacters - 4) / each.length),
      Math.floor((L.maxTokens - 2) / tokens(each)),
    ),
  );
  const query = aliased(field, aliases);
  return { query, aliases, cost: costOf(query, catalogue) };
}

/** A sample of the database to point the operations at. */
export async function sampleOf(db: {
  $queryRaw<T>(q: TemplateStringsArray, ...v: unknown[]): Promise<T>;
}): Promise<Sample> {
  const [app] = await db.$queryRaw<{ slug: string }[]>`
    SELECT slug FROM "App" WHERE planned = false AND (status IS NULL OR status <> 'Hide')
    ORDER BY "screenCount" DESC, id LIMIT 1`;
  const screens = await db.$queryRaw<{ id: number }[]>`
    SELECT s.id FROM "Screen" s JOIN "App" a ON a.id = s."appId"
    WHERE s.hidden = false AND a.planned = false ORDER BY s.id DESC LIMIT 100`;
  const [collection] = await db.$queryRaw<{ id: string }[]>`
    SELECT "collectionId" AS id FROM "CollectionItem" GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`;
  return {
    collectionId: collection?.id,
    appSlug: app?.slug ?? 'none',
    screenId: screens[0]?.id ?? 1,
    screenGlobalIds: screens.map((r) => Buffer.from(`Screen:${r.id}`).toString('base64')),
  };
}
