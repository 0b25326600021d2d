// Integrators call the public GraphQL endpoint with POST. An anonymous query sent as JSON is kept by
// its normalized document, operation name and variables, in a cache of its own (its own byte budget:
// a client inventing variables evicts only other POST answers, never the site's pages). Mutations,
// bearer requests and anything but a plain JSON body go to the app untouched.
import type { IncomingMessage } from 'node:http';
import { type CachePolicy, operationPolicy } from './cache-policy.ts';

/** Whether a request may be answered from the POST cache once its body is read. */
export function isCacheableGraphqlPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql' || req.headers.authorization) return false;
  const type = req.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

// Policies by body text: a hit then costs a map lookup instead of a parse, a normalization and a
// canonical re-serialization of the variables. Bounded by the bodies' length, as the GET targets are.
const policies = new Map<string, CachePolicy | null>();
const MEMO_CHARS = 2 * 1024 * 1024;
let memoChars = 0;

/** The policy for a POST body, or null (not JSON, not a query, extensions such as persisted queries). */
export function graphqlPostPolicy(req: IncomingMessage, body: Buffer): CachePolicy | null {
  // The answer's media type (and its error statuses) follow Accept: one entry per kind of client.
  const accept = String(req.headers.accept ?? '');
  const kind = accept.includes('application/graphql-response+json') ? 'graphql-response' : 'json';
  const text = `${kind}\n${body.toString('utf8')}`;
  const known = policies.get(text);
  if (known !== undefined) return known;
  const policy = policyOf(kind, text.slice(kind.length + 1));
  if (memoChars + text.length > MEMO_CHARS) {
    policies.clear();
    memoChars = 0;
  }
  policies.set(text, policy);
  memoChars += text.length;
  return policy;
}

// Keys asked for once only are not kept: an integrator's repeated query is kept from its second
// request on, while a client inventing variables costs neither a compression nor another entry's room.
const seen = new Set<string>();
let seenChars = 0;

/** Whether this key was asked for before (and remembers it, within a bound, if not). */
export function askedBefore(key: string): boolean {
  if (seen.has(key)) return true;
  if (seenChars + key.length > MEMO_CHARS) {
    seen.clear();
    seenChars = 0;
  }
  seen.add(key);
  seenChars += key.length;
  return false;
}

function policyOf(kind: string, body: string): CachePolicy | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null; // Yoga answers the error
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { query, variables, operationName, extensions, ...rest } = parsed as Record<string, unknown>;
  if (extensions !== undefined || Object.keys(rest).length) return null;
  return operationPolicy(`POST /graphql ${kind}`, query, variables, operationName);
}
