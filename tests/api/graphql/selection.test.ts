// selectsField tells the gallery to count beside its page: it must see totalCount however the client
// selects it (directly, in an inline fragment, in a named fragment), and not where it is not selected.
import { type GraphQLResolveInfo, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from '../../../server/graphql/selection.ts';

function infoOf(source: string): GraphQLResolveInfo {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const screens = operation.selectionSet.selections[0];
  return { fieldNodes: [screens], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectsField', () => {
  it('finds a field selected directly, in an inline fragment or in a named one', () => {
    expect(selectsField(infoOf('{ screens { totalCount edges { cursor } } }'), 'totalCount')).toBe(true);
    expect(selectsField(infoOf('{ screens { ... on ScreenConnection { totalCount } } }'), 'totalCount')).toBe(true);
    const named =
      'query { screens { ...Count } } fragment Count on ScreenConnection { pageInfo { hasNextPage } totalCount }';
    expect(selectsField(infoOf(named), 'totalCount')).toBe(true);
  });

  it('does not find it deeper down or absent', () => {
    expect(selectsField(infoOf('{ screens { edges { node { totalCount: id } } } }'), 'totalCount')).toBe(false);
    expect(selectsField(infoOf('{ screens { pageInfo { endCursor } } }'), 'totalCount')).toBe(false);
  });
});
