import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError, type Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable, noteUnavailable, outageLine } from '../db/unavailable.ts';
import { parsedBodyOf } from '../runtime/parsed-body.ts';
import { currentRequestId } from '../runtime/request-scope.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import {
  DomainError,
  RateLimitedError,
  ServiceUnavailableError,
  TimeBudgetExceededError,
  UnauthorizedError,
} from '../services/platform/errors.ts';
import { currentLanguage, translate } from '../services/platform/messages.ts';
import { withTimeBudget } from '../services/platform/time-budget.ts';
import { documentCaches } from './document-cache.ts';
import { graphqlGuards } from './guards.ts';
import { wordedRefusals } from './refusals.ts';
import { schema } from './schema.ts';
import { wordedErrorsNotKept, words } from './worded-errors.ts';

export type YogaDeps = {
  production: boolean;
  /** Field suggestions ("Did you mean") are given only here, never to the public or in tests. */
  development: boolean;
  createContext(request: Request): ServiceContext;
  logError(error: unknown): void;
  /** Each operation's time budget (REQUEST_TIME_BUDGET_MS); see server/services/platform/time-budget.ts. */
  timeBudgetMs: number;
  /** Parsed documents and parse errors, bounded by bytes; the server's defaults otherwise. */
  documentCaches?: ReturnType<typeof documentCaches>;
};

/** A JSON body the edge already parsed (server/runtime/parsed-body.ts; only JSON POSTs) is not read again. */
const parsedAtTheEdge: Plugin = {
  onRequestParse({ request, setRequestParser }) {
    const body = parsedBodyOf(request);
    if (body) setRequestParser(() => body as never);
  },
};

/**
 * Runs each operation inside its time budget, so every query it causes is checked against it. Here
 * rather than only at the HTTP edge so that in-process calls (page rendering) are covered too; inside
 * a page request they share that request's deadline.
 */
const timeBudget = (ms: number): Plugin => ({
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => withTimeBudget(ms, () => executeFn(args)));
  },
});

export function createGraphQL(deps: YogaDeps) {
  return createYoga<Record<string, never>, ServiceContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !deps.production,
    landingPage: false,
    // maskError below logs what is unexpected; Yoga's own logger would also print expected domain errors.
    logging: false,
    batching: false,
    // Every body is bounded at the edge before a Request exists (HTTP_MAX_BODY_BYTES, node-server.ts);
    // Yoga's own limit rebuilt each request around a TransformStream (~5% of an uncached answer).
    maxRequestBodySize: false,
    // CORS is answered once for every route at the edge (server/http/security.ts): any origin may
    // read anonymously, none is ever granted credentials (Yoga's default echoes the Origin with them).
    cors: false,
    plugins: [
      parsedAtTheEdge,
      ...graphqlGuards({ development: deps.development }),
      timeBudget(deps.timeBudgetMs),
      wordedErrorsNotKept(),
      wordedRefusals(),
    ],
    // Parsed documents by bytes, not Yoga's 1,024 entries of any size (server/graphql/document-cache.ts).
    parserAndValidationCache: { ...(deps.documentCaches ?? documentCaches()), validationCache: true },
    context: ({ request }) => deps.createContext(request),
    maskedErrors: {
      // Domain errors outside result unions (queries, auth) keep their message and code;
      // anything else reaches clients as "Unexpected error." and is logged.
      maskError(error, message, isDev) {
        let original = error instanceof GraphQLError ? error.originalError : error;
        const where = error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {};
        // A domain error leaves with its code, its catalog key and words in the request's language.
        const refusal = (e: DomainError, extensions: Record<string, unknown> = {}) =>
          new GraphQLError(words(e), { ...where, extensions: { code: e.code, reason: e.reason, ...extensions } });
        if (original && !(original instanceof DomainError) && isDatabaseUnavailable(original)) {
          if (noteUnavailable()) deps.logError(outageLine(original));
          original = new ServiceUnavailableError();
        }
        if (
          original instanceof RateLimitedError ||
          original instanceof ServiceUnavailableError ||
          original instanceof TimeBudgetExceededError
        ) {
          // The HTTP answer says it too (429/503 with Retry-After), so clients and proxies back off.
          const retryAfter = original.retryAfterSeconds;
          return refusal(original, {
            retryAfter,
            http: { status: original.status, headers: { 'retry-after': String(retryAfter) } },
          });
        }
        if (original instanceof UnauthorizedError) {
          // An admin field without a valid token: the HTTP answer is a 401 too, as on the REST routes.
          return refusal(original, { http: { status: 401, headers: { 'www-authenticate': 'Bearer' } } });
        }
        if (original instanceof DomainError) return refusal(original);
        // A node id that names nothing (or nothing public): Prisma's "record not found".
        if ((original as { code?: unknown } | undefined)?.code === 'P2025') {
          return new GraphQLError(translate(currentLanguage(), 'NOT_FOUND'), {
            ...where,
            extensions: { code: 'NOT_FOUND' },
          });
        }
        // Pothos rejects bad connection arguments (e.g. a negative `first`) with this class.
        if (original instanceof PothosValidationError) {
          return new GraphQLError(original.message, { ...where, extensions: { code: 'BAD_USER_INPUT' } });
        }
        // GraphQL's own errors (coercion, validation, our guards) are the client's; anything else is ours.
        if (original !== undefined && !(original instanceof GraphQLError)) {
          deps.logError(original);
          // The id in the answer is the one in the log line, so a report can be matched to its cause.
          const requestId = currentRequestId();
          const masked = defaultMaskError(error, message, isDev);
          return requestId && masked instanceof GraphQLError
            ? new GraphQLError(isDev ? masked.message : translate(currentLanguage(), 'UNEXPECTED_ERROR'), {
                nodes: masked.nodes,
                path: masked.path,
                extensions: { ...masked.extensions, requestId },
              })
            : masked;
        }
        return defaultMaskError(error, message, isDev);
      },
    },
  });
}
