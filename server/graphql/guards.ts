// Envelop plugins that bound what one GraphQL request can cost, cheapest refusal first.
import { characterLimitPlugin } from '@escape.tech/graphql-armor-character-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type ASTVisitor,
  type ExecutionResult,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { privateOperation } from '../cache/cache-policy.ts';
import { containsNul } from '../http/input.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

const JSON_TYPES = new Set(['application/json', 'application/graphql+json', 'application/graphql-response+json']);

/** Root fields in `names` may each appear once per operation, however they are aliased or spread. */
export function singleUseFieldsRule(names: readonly string[]): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const keys = new Map<string, Set<string>>();
      const seenFragments = new Set<string>();
      const collect = (set: SelectionSetNode) => {
        for (const s of set.selections) {
          if (s.kind === Kind.FIELD) {
            if (!names.includes(s.name.value)) continue;
            const set = keys.get(s.name.value) ?? new Set();
            set.add(s.alias?.value ?? s.name.value);
            keys.set(s.name.value, set);
          } else if (s.kind === Kind.INLINE_FRAGMENT) {
            collect(s.selectionSet);
          } else if (!seenFragments.has(s.name.value)) {
            seenFragments.add(s.name.value);
            const fragment = context.getFragment(s.name.value);
            if (fragment) collect(fragment.selectionSet);
          }
        }
      };
      collect(operation.selectionSet);
      for (const [name, aliases] of keys) {
        if (aliases.size > 1) {
          context.reportError(new GraphQLError(`${name} may be requested at most once per operation`));
        }
      }
    },
  });
}

/** PostgreSQL text cannot hold NUL; refusing it here keeps it from ever becoming a 500. */
export const noNulStringsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\0')) context.reportError(new GraphQLError('Strings must not contain NUL characters'));
  },
});

const badRequest = (message: string, status = 400) =>
  createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status } } });

/** The request-level rules: JSON bodies only (no form or text/plain CSRF), no-store on POST and private reads, clean variables. */
function requestRules(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!JSON_TYPES.has(type)) {
        endResponse(
          new Response(JSON.stringify({ errors: [{ message: 'POST /graphql takes an application/json body' }] }), {
            status: 415,
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          }),
        );
      }
    },
    onParams({ params }) {
      if (containsNul(params.variables) || containsNul(params.operationName)) {
        throw badRequest('Variables must not contain NUL characters');
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(singleUseFieldsRule(GRAPHQL_LIMITS.singleUseFields));
      addValidationRule(noNulStringsRule);
    },
    onResponse({ request, response }) {
      // A GET of a visitor's collection or submission status: no browser or proxy keeps it either.
      const noStore = request.method === 'POST' || privateOperation(new URL(request.url).searchParams.get('query'));
      if (noStore) response.headers.set('cache-control', 'no-store');
    },
  };
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((e) => e.message.includes('Did you mean'))) return result;
  const errors = result.errors.map((e) => {
    const message = e.message.replace(SUGGESTION, '');
    if (message === e.message) return e;
    const { nodes, source, positions, path, originalError, extensions } = e;
    return new GraphQLError(message, { nodes, source, positions, path, originalError, extensions });
  });
  return { ...result, errors };
}

/**
 * "Did you mean …?" maps a private schema for anyone who mistypes on purpose. graphql-js suggests field
 * names, enum values, argument, type and input field names, while validating and while coercing
 * variables; every answer passes here, so none of them leaves outside development.
 */
const noSuggestions = (): Plugin => ({
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result)) setResult(result.map(withoutSuggestions));
    else if (!(Symbol.asyncIterator in result)) setResult(withoutSuggestions(result));
  },
});

export function graphqlGuards(options: { development: boolean }): Plugin[] {
  const L = GRAPHQL_LIMITS;
  const plugins: Plugin[] = [
    requestRules(),
    // Each wraps the parser set before it, and max-tokens replaces the parser outright: it goes first
    // so that the character check (which wraps it) runs before any tokenizing.
    maxTokensPlugin({ n: L.maxTokens }) as Plugin,
    characterLimitPlugin({ maxLength: L.maxCharacters }) as Plugin,
    maxDepthPlugin({ n: L.maxDepth, ignoreIntrospection: true, flattenFragments: true }) as Plugin,
    maxAliasesPlugin({ n: L.maxAliases }) as Plugin,
    maxDirectivesPlugin({ n: L.maxDirectives }) as Plugin,
  ];
  // GraphiQL in development keeps the suggestions.
  if (!options.development) plugins.push(noSuggestions());
  return plugins;
}
