// GraphQL's own refusals (the parser, validation, graphql-armor's depth and alias limits) in the one
// error shape: a stable `extensions.code`, the catalog `reason` and words in the request's language.
// They arrive as bare GraphQLErrors worded in English ("Syntax Error: Query depth limit…"); the
// HTTP status stays Yoga's, as GraphQL over HTTP says (400 for application/graphql-response+json).
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { currentLanguage, type MessageKey, type MessageParams, translate } from '../services/platform/messages.ts';

const DEPTH = /^Syntax Error: Query depth limit of (\d+) exceeded, found (\d+)/;
const ALIASES = /^Syntax Error: Aliases limit of (\d+) exceeded, found (\d+)/;
const SYNTAX = /^Syntax Error: /;

function classify(message: string): [string, MessageKey, MessageParams] {
  const deep = DEPTH.exec(message);
  if (deep) return ['QUERY_TOO_DEEP', 'GRAPHQL_TOO_DEEP', { max: deep[1] ?? '', depth: deep[2] ?? '' }];
  const aliases = ALIASES.exec(message);
  if (aliases)
    return ['TOO_MANY_ALIASES', 'GRAPHQL_TOO_MANY_ALIASES', { max: aliases[1] ?? '', count: aliases[2] ?? '' }];
  if (SYNTAX.test(message)) return ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_SYNTAX', { detail: message.replace(SYNTAX, '') }];
  return ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_INVALID', { detail: message }];
}

// Yoga's own codes for these name the kind but carry English words and no reason: worded here too.
const YOGA_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);
const ours = (e: GraphQLError) =>
  Boolean(e.path) || (e.extensions?.code !== undefined && !YOGA_CODES.has(String(e.extensions.code)));

function worded(result: ExecutionResult): ExecutionResult {
  // Only request errors (no data, no path) without a code of their own: a resolver's errors have theirs.
  if (!result.errors?.length || result.data !== undefined) return result;
  if (result.errors.every(ours)) return result;
  const lang = currentLanguage();
  const errors = result.errors.map((e) => {
    if (ours(e)) return e;
    const [code, reason, params] = classify(e.message);
    return new GraphQLError(translate(lang, reason, params), {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      originalError: e.originalError,
      extensions: { ...e.extensions, code, reason },
    });
  });
  return { ...result, errors };
}

export const wordedRefusals = (): Plugin => ({
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result)) setResult(result.map(worded));
    else if (!(Symbol.asyncIterator in result)) setResult(worded(result as ExecutionResult));
  },
});
