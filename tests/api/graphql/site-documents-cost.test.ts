// The site's own pages stay allowed: every operation it sends (the web app's documents in web/src/gql,
// and the server's own page queries in server/pages) passes the cost check on the scale catalogue, with
// the costliest variables it could send (a search in every filter, the largest page).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  type DocumentNode,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../server/graphql/limits.ts';
import { schema } from '../../../server/graphql/schema.ts';
import type { CatalogueSize } from '../../../server/services/platform/catalogue-size.ts';
import * as webDocuments from '../../../web/src/gql/graphql.ts';

// `npm run seed:scale` on top of the demo catalogue.
const SCALE: CatalogueSize = { apps: 2_070, screensPerApp: 100, screens: 200_743, categories: 20 };

/** The costliest value the site could send for a variable of this type. */
function worst(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return worst(type.ofType, name);
  if (isListType(type)) return [worst(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, worst(f.type, f.name)]));
  }
  switch (type.name) {
    case 'Int':
      return name === 'first' ? 100 : 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return name === 'search' ? 'tela' : 'x';
  }
}

function variablesFor(operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
    variables[v.variable.name.value] = worst(type, v.variable.name.value);
  }
  return variables;
}

const siteDocuments = (): [string, DocumentNode][] => {
  const fromWeb = Object.entries(webDocuments)
    .filter(([name, doc]) => name.endsWith('Document') && !name.endsWith('FragmentDoc') && typeof doc === 'object')
    .map(([name, doc]) => [name, doc as unknown as DocumentNode] as [string, DocumentNode]);
  // The server's own page queries (head tags, sitemap), written as template strings.
  const dir = join(import.meta.dirname, '../../../server/pages');
  const fromServer = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/[`'](query \w+[^`']*)[`']/g)])
    .map((m) => [`server/pages: ${m[1]?.slice(0, 30)}`, parse(m[1] as string)] as [string, DocumentNode]);
  return [...fromWeb, ...fromServer];
};

describe('the site stays within the cost limit', () => {
  const documents = siteDocuments();

  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(30);
    expect(documents.some(([name]) => name.startsWith('server/pages: query SeoApp'))).toBe(true);
  });

  it.each(documents)('%s passes at 200,000 screens', (_name, doc) => {
    const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error('no operation');
    const { complexity } = complexityFromQuery(doc, {
      schema,
      ctx: { catalogue: SCALE },
      variables: variablesFor(operation),
    });
    expect(complexity).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });

  it('while what the issue measured is refused there', () => {
    const cost = (query: string) => complexityFromQuery(query, { schema, ctx: { catalogue: SCALE } }).complexity;
    const alias = (n: number, field: string) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    const max = GRAPHQL_LIMITS.maxCost;
    // 4,500 of 5,000 before (4.4–5.2 s): 15 × 100 screens with their apps.
    expect(cost(alias(15, 'screens(first: 100) { edges { node { id app { name } } } }'))).toBeGreaterThan(max);
    // 3.9 s and ~300 MB each before; four at once took 15 s.
    expect(cost(alias(2, 'apps { firstScreen { id src } }'))).toBeGreaterThan(max);
    // 2.0 s each before.
    expect(cost(alias(3, 'screenFacets { tags { value } }'))).toBeGreaterThan(max);
  });
});
