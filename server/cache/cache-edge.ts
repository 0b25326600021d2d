// Where the response cache meets the socket: a kept answer goes out before any Request is built; a
// miss is produced once (concurrent askers wait for it), kept if nothing it depends on changed meanwhile.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recentlyUnavailable } from '../db/unavailable.ts';
import { type CachePolicy, cachePolicy, SCOPE_HEADER, scopedTags } from './cache-policy.ts';
import { type ResponseCache, UNCACHEABLE_HEADER } from './response-cache.ts';
import { type EdgeHead, sendEntry } from './send-entry.ts';

/** `identityOnly`: ask the app for an uncompressed body (the cache makes every encoding itself). */
export type Produce = (identityOnly: boolean) => Promise<Response>;

// Policies by request target: a hit then costs a map lookup, not a parse of the address and its
// parameters. Bounded by the targets' length (distinct addresses cannot grow it past the budget).
const policies = new Map<string, CachePolicy | null>();
const POLICY_MEMO_CHARS = 2 * 1024 * 1024;
let policyChars = 0;

/** The cache policy of a request (GET/HEAD of a public read without credentials), or null. */
export function cacheablePolicy(req: IncomingMessage): CachePolicy | null {
  const target = req.url ?? '/';
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || !target.startsWith('/')) {
    return null;
  }
  const known = policies.get(target);
  if (known !== undefined) return forAccept(known, req);
  const q = target.indexOf('?');
  const policy = cachePolicy(
    q < 0 ? target : target.slice(0, q),
    new URLSearchParams(q < 0 ? '' : target.slice(q + 1)),
  );
  if (policyChars + target.length > POLICY_MEMO_CHARS) {
    policies.clear();
    policyChars = 0;
  }
  policies.set(target, policy);
  policyChars += target.length;
  return forAccept(policy, req);
}

// GraphQL answers follow Accept (media type, and error statuses with graphql-response+json): such
// clients get entries of their own.
function forAccept(policy: CachePolicy | null, req: IncomingMessage): CachePolicy | null {
  if (!policy?.key.startsWith('/graphql\n')) return policy;
  const accept = req.headers.accept;
  return accept?.includes('application/graphql-response+json')
    ? { ...policy, key: `${policy.key}\ngraphql-response` }
    : policy;
}

/** Sends the kept answer, if there is one: the whole cost of a hit, before any request scope exists. */
export function sendHit(
  cache: ResponseCache,
  policy: CachePolicy,
  req: IncomingMessage,
  res: ServerResponse,
  edge?: EdgeHead,
) {
  const hit = cache.get(policy.key);
  if (!hit) return false;
  cache.hit();
  // While the database is away, kept answers still go out: say so, for operators and clients.
  if (recentlyUnavailable()) res.setHeader('x-database', 'unavailable');
  sendEntry(req, res, hit, 'hit', edge);
  return true;
}

export async function serveWithCache(
  cache: ResponseCache,
  policy: CachePolicy,
  req: IncomingMessage,
  res: ServerResponse,
  produce: Produce,
  write: (response: Response) => Promise<void>,
) {
  for (;;) {
    if (sendHit(cache, policy, req, res)) return;
    const wait = cache.pending.get(policy.key);
    if (!wait) break;
    await wait;
  }
  if (req.method === 'HEAD') return write(await produce(false));
  cache.miss();
  let release = () => {};
  cache.pending.set(policy.key, new Promise<void>((resolve) => (release = resolve)));
  try {
    const since = cache.snapshot();
    const response = await produce(true);
    if (response.status !== 200 || response.headers.has(UNCACHEABLE_HEADER)) return await write(response);
    const body = Buffer.from(await response.arrayBuffer());
    const tags = scopedTags(policy.tags, response.headers.get(SCOPE_HEADER));
    const entry = cache.store(policy.key, tags, since, { status: 200, headers: response.headers, body });
    if (entry) return sendEntry(req, res, entry, 'miss');
    // A write landed while this was produced: answer it once, keep nothing.
    return await write(new Response(new Uint8Array(body), { status: 200, headers: response.headers }));
  } finally {
    cache.pending.delete(policy.key);
    release();
  }
}
