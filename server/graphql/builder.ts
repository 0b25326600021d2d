import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import {
  fromZod,
  issue,
  QueryTooCostlyError,
  UnauthorizedError,
  ValidationError,
} from '../services/platform/errors.ts';
import { fieldCost, listOf } from './cost.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { loadNodes } from './nodes.ts';

export type GraphQLContext = ServiceContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  // Complexity first: an operation over its cost is refused before auth or data are looked at.
  plugins: [ComplexityPlugin, ScopeAuthPlugin, ErrorsPlugin, ZodPlugin, PrismaPlugin, RelayPlugin],
  complexity: {
    fieldComplexity: fieldCost,
    limit: { complexity: GRAPHQL_LIMITS.maxCost },
    // The depth and breadth limits are graphql-armor's (guards.ts); only the cost is refused here.
    complexityError: (_kind, r) => new QueryTooCostlyError(r.complexity, r.maxComplexity ?? GRAPHQL_LIMITS.maxCost),
  },
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => ({ admin: (await ctx.viewer()) !== null }),
    unauthorizedError: () => new UnauthorizedError(),
  },
  zod: {
    validationError: (error) => fromZod(error),
  },
  errors: { defaultTypes: [] },
  prisma: { client: (ctx) => ctx.db, dmmf: getDatamodel(), filterConnectionTotalCount: true },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // The connection field multiplies by `first` and each edge's node costs 1: edges add nothing.
    edgesFieldOptions: { complexity: { field: 0, multiplier: 1 } },
    nodesQueryOptions: {
      complexity: (args: { ids: unknown[] }) => listOf(args.ids.length),
      resolve: (_root, args, ctx, info, resolveNodes) => {
        if (args.ids.length > GRAPHQL_LIMITS.maxNodeIds) {
          throw new ValidationError([issue('ids', 'LIST_TOO_LONG', { max: GRAPHQL_LIMITS.maxNodeIds })]);
        }
        return loadNodes(args.ids, ctx, info, (ids) => resolveNodes(ids) as Promise<unknown[]>);
      },
    },
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new ValidationError([issue('', 'DATETIME_INVALID')]);
    return date;
  },
});

// Every mutation needs the admin scope unless a field opts out with `skipTypeScopes: true`.
builder.queryType({});
builder.mutationType({ authScopes: { admin: true } });
