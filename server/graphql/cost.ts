import { type GraphQLField, getNamedType, isLeafType, isListType, isNonNullType } from 'graphql';
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
