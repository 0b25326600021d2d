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

/** The policy for a POST body, or null (not JSON, not a query, extensions such as persisted queries). */
export function graphqlPostPolicy(req: IncomingMessage, body: Buffer): CachePolicy | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null; // Yoga answers the error
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { query, variables, operationName, extensions, ...rest } = parsed as Record<string, unknown>;
  if (extensions !== undefined || Object.keys(rest).length) return null;
  // The answer's media type (and its error statuses) follow Accept: one entry per kind of client.
  const accept = String(req.headers.accept ?? '');
  const kind = accept.includes('application/graphql-response+json') ? 'graphql-response' : 'json';
  return operationPolicy(`POST /graphql ${kind}`, query, variables, operationName);
}
