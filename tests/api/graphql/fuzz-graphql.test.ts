import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../server/graphql/schema.ts';
import { seededApi } from '../../support/harness.ts';

const h = seededApi();
const RUNS = Number(process.env.FUZZ_GRAPHQL_RUNS ?? 2000);

const junkString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'caixa-tem',
    '1',
    '-1',
    '1e30',
    '\\u0000',
    '%',
    '_',
    'meu-sus-digital',
    'QXBwOjE=',
    'c2NyZWVuOjFlMzA',
  ),
);
const quote = (s: string) => JSON.stringify(s).replace(/\\\\u0000/g, '\\u0000');

/** A literal for an input type: usually well-typed, sometimes the wrong kind. */
function literal(type: GraphQLInputType, depth: number): fc.Arbitrary<string> {
  const wrong = fc.constantFrom('null', '1', '"x"', 'true', '[]', '{}', '2147483648', '-99999');
  if (isNonNullType(type)) return literal(type.ofType, depth);
  if (isListType(type)) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(literal(type.ofType, depth + 1), { maxLength: 4 }).map((a) => `[${a.join(', ')}]`),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  const named = getNamedType(type);
  let right: fc.Arbitrary<string>;
  if (isEnumType(named)) right = fc.constantFrom(...named.getValues().map((v) => v.name));
  else if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    right =
      depth > 3
        ? fc.constant('{}')
        : fc
            .subarray(fields, { maxLength: Math.min(5, fields.length) })
            .chain((fs) => fc.tuple(...fs.map((f) => literal(f.type, depth + 1).map((v) => `${f.name}: ${v}`))))
            .map((parts) => `{ ${parts.join(', ')} }`);
  } else if (named.name === 'Int') right = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer()).map(String);
  else if (named.name === 'Boolean') right = fc.boolean().map(String);
  else right = junkString.map(quote);
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

function fieldArgs(field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  if (!field.args.length) return fc.constant('');
  return fc
    .subarray([...field.args], { maxLength: field.args.length })
    .chain((as) => fc.tuple(...as.map((a) => literal(a.type, 0).map((v) => `${a.name}: ${v}`))))
    .map((parts) => (parts.length ? `(${parts.join(', ')})` : ''));
}

/** A selection set on `type`, `depth` levels deep at most, with aliases, inline fragments and typos. */
function selection(type: GraphQLNamedType, depth: number): fc.Arbitrary<string> {
  if (isUnionType(type) || isInterfaceType(type)) {
    const members = [...(isUnionType(type) ? type.getTypes() : schema.getPossibleTypes(type))];
    return fc
      .subarray(members, { minLength: 1, maxLength: Math.min(3, members.length) })
      .chain((ms) => fc.tuple(...ms.map((m) => selection(m, depth).map((s) => `... on ${m.name} ${s}`))))
      .map((parts) => `{ __typename ${parts.join(' ')} }`);
  }
  if (!isObjectType(type)) return fc.constant('');
  const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
  const one = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc
    .array(one, { minLength: 1, maxLength: 4 })
    .chain((picked) =>
      fc.tuple(
        ...picked.map((f) => {
          if (!f) return fc.constantFrom('nope', '__typename', 'id(x: 1)', '...Missing');
          const inner = getNamedType(f.type);
          const sub =
            isObjectType(inner) || isUnionType(inner) || isInterfaceType(inner)
              ? depth > 0
                ? selection(inner, depth - 1)
                : fc.constant('{ __typename }')
              : fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('{ id }') });
          const alias = fc.oneof(
            { weight: 4, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom('a: ', 'b: ', 'x: ') },
          );
          const directive = fc.oneof(
            { weight: 6, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom(' @include(if: false)', ' @skip(if: true)', ' @nope') },
          );
          return fc
            .tuple(alias, fieldArgs(f), directive, sub)
            .map(([a, args, d, s]) => `${a}${f.name}${args}${d} ${s}`);
        }),
      ),
    )
    .map((parts) => `{ ${parts.join(' ')} }`);
}

const query = schema.getQueryType();
const mutation = schema.getMutationType();
const documents = fc.oneof(
  { weight: 6, arbitrary: selection(query as GraphQLNamedType, 6).map((s) => `query ${s}`) },
  { weight: 2, arbitrary: selection(mutation as GraphQLNamedType, 2).map((s) => `mutation ${s}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
);

describe('generated GraphQL documents', () => {
  it(`${RUNS} documents: never a 5xx, an unexpected error or a stack trace`, async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(documents, async (doc) => {
        const res = await h.srv.app.yoga.fetch('http://test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: doc }),
        });
        const text = await res.text();
        expect(res.status, doc).toBeLessThan(500);
        expect(text, doc).not.toMatch(/INTERNAL_SERVER_ERROR|Did you mean|\bat .+\.(ts|js):\d+|\/work\//);
        if (JSON.parse(text).errors) refused++;
      }),
      { numRuns: RUNS },
    );
    expect(h.srv.errors).toEqual([]);
    // The generator must reach past validation often enough to exercise resolvers, and fail often too.
    expect(refused).toBeGreaterThan(RUNS / 10);
    expect(refused).toBeLessThan(RUNS);
  });
});
