import { GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import type { ServiceContext } from '../services/context.ts';
import { DomainError } from '../services/errors.ts';
import { schema } from './schema.ts';

export type YogaDeps = {
  production: boolean;
  createContext(request: Request): ServiceContext;
  logError(error: unknown): void;
};

export function createGraphQL(deps: YogaDeps) {
  return createYoga<Record<string, never>, ServiceContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !deps.production,
    landingPage: false,
    context: ({ request }) => deps.createContext(request),
    maskedErrors: {
      // Domain errors outside result unions (queries, auth) keep their message and code;
      // anything else reaches clients as "Unexpected error." and is logged.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, {
            ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
            extensions: { code: original.code, http: { status: 200 } },
          });
        }
        if (!(error instanceof GraphQLError) || error.originalError) deps.logError(original ?? error);
        return defaultMaskError(error, message, isDev);
      },
    },
  });
}
