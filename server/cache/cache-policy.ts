// Which public reads the response cache may keep, under which key, and which writes make them stale.
// Keys are normalized requests: the path and only the parameters that change the answer, sorted; an
// unknown parameter or the spec's cache-busting `timestamp`/`random` cannot create a new entry.

/**
 * What a kept response depends on (writers announce changes, server/services/platform/changes.ts, and
 * cache-wiring.ts maps each to tags): `catalogue` any list or page built from many apps; `app:<id>`
 * an answer about one app only; `search` an answer to a search term (OCR words change those only);
 * `views` and `newsletter` the counters.
 */
export type CacheTag = 'catalogue' | 'search' | 'views' | 'newsletter' | `app:${number}`;
export type CachePolicy = { key: string; tags: CacheTag[] };

/**
 * A handler's answer about one app says so in this header (taken off before it is sent): the kept
 * answer then depends on that app, not the catalogue, and survives other apps' changes.
 */
export const SCOPE_HEADER = 'x-cache-scope';
export const appScope = (appId: number) => ({ [SCOPE_HEADER]: `app:${appId}` });

/** The tags of an answer whose handler scoped it to one app (policy tags otherwise). */
export function scopedTags(tags: CacheTag[], scope: string | null): CacheTag[] {
  const m = scope?.match(/^app:(\d+)$/);
  if (!m) return tags;
  return [...tags.filter((t) => t !== 'catalogue'), `app:${Number(m[1])}`];
}

const FILTERS = ['tag', 'category', 'country', 'platform', 'type', 'app', 'search'];
const SEGMENT = '[^/]+';

type Rule = { pattern: RegExp; params: string[]; tags: CacheTag[] };
const API: Rule[] = [
  {
    pattern: /^\/api\/apps$/,
    params: ['type', 'platform', 'search', 'category', 'country', 'sort'],
    tags: ['catalogue', 'views'],
  },
  { pattern: new RegExp(`^/api/apps/${SEGMENT}$`), params: [], tags: ['catalogue', 'views'] },
  { pattern: new RegExp(`^/api/apps/${SEGMENT}/screens$`), params: [], tags: ['catalogue'] },
  { pattern: /^\/api\/categories$/, params: [], tags: ['catalogue'] },
  { pattern: /^\/api\/screens$/, params: [...FILTERS, 'first', 'after', 'sort'], tags: ['catalogue'] },
  { pattern: /^\/api\/screens\/facets$/, params: FILTERS, tags: ['catalogue'] },
  { pattern: /^\/api\/(stats|tags)$/, params: ['limit'], tags: ['catalogue'] },
  { pattern: /^\/api\/newsletter\/subscribers$/, params: [], tags: ['newsletter'] },
  { pattern: new RegExp(`^/api/docs/${SEGMENT}$`), params: ['lang'], tags: ['catalogue'] },
];

// What a page's address may carry that changes its HTML (the app reads these from the URL): also the
// comparison's screens and the collection a report form is about (issue 38).
const PAGE_PARAMS = [...FILTERS, 'screen', 'sort', 'sections', 'first', 'telas', 'colecao'];
// A visitor's collection page is never kept: an edit must show at once (and it is no one else's to share).
const NOT_PAGES = /^\/(api|graphql|media|proxy-image|assets|oembed|embed)(\/|$)|\.\w+$|^\/(en\/)?colecao(\/|$)/;

function normalized(path: string, params: URLSearchParams, allowed: string[]): string {
  const kept: [string, string][] = [];
  for (const [k, v] of params) if (allowed.includes(k)) kept.push([k, v]);
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}

/** GraphQL over GET: the operation as sent, with its variables in a canonical order. */
function graphqlPolicy(params: URLSearchParams): CachePolicy | null {
  const raw = params.get('variables');
  let variables: unknown;
  if (raw) {
    try {
      variables = JSON.parse(raw);
    } catch {
      return null; // Yoga answers the error; nothing worth keeping
    }
  }
  return operationPolicy('/graphql', params.get('query'), variables, params.get('operationName'));
}

// Any mention of another operation type, even in a multi-operation document or a string: not kept.
const NOT_A_QUERY = /\b(mutation|subscription)\b/;
// A visitor's submission status: a secret in the document, and an answer a decision changes without any
// catalogue change (a rejection) to drop it. A visitor's collection: edited without any catalogue change,
// and never to be served stale after an edit. Any mention, even in a string: not kept.
const PRIVATE_FIELD = /\b(contributionStatus|collection)\b/;

/** An operation that reads one of those: never kept here, and `no-store` for every other cache on the way. */
export const privateOperation = (query: unknown) => typeof query === 'string' && PRIVATE_FIELD.test(query);

/** The policy of one GraphQL operation (GET parameters or a POST body), or null when it must not be kept. */
export function operationPolicy(prefix: string, query: unknown, variables: unknown, op: unknown): CachePolicy | null {
  if (typeof query !== 'string' || !query || query.length > 15_000 || NOT_A_QUERY.test(query)) return null;
  if (privateOperation(query)) return null;
  if (op !== undefined && op !== null && typeof op !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return null;
  }
  const vars = variables ? JSON.stringify(sortKeys(variables)) : '';
  const tags: CacheTag[] = ['catalogue'];
  if (/\bviewCount\b/.test(query) || /"views"/.test(vars)) tags.push('views');
  if (/\b(newsletter|subscriberCount)\b/.test(query)) tags.push('newsletter');
  // Any search argument may read the words OCR writes.
  if (/\bsearch\b/i.test(query) || /"search"/.test(vars)) tags.push('search');
  return { key: `${prefix}\n${op ?? ''}\n${query.replace(/\s+/g, ' ').trim()}\n${vars}`, tags };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const withSearch = (tags: CacheTag[], params: URLSearchParams): CacheTag[] =>
  params.get('search')?.trim() ? [...tags, 'search'] : tags;

/** The policy for a GET/HEAD request, or null when it must not be cached. */
export function cachePolicy(pathname: string, params: URLSearchParams): CachePolicy | null {
  if (pathname === '/graphql') return graphqlPolicy(params);
  if (pathname.startsWith('/api/')) {
    const rule = API.find((r) => r.pattern.test(pathname));
    return rule ? { key: normalized(pathname, params, rule.params), tags: withSearch(rule.tags, params) } : null;
  }
  if (NOT_PAGES.test(pathname) || pathname === '/healthz' || pathname === '/readyz') return null;
  // Pages carry the footer's subscriber count: a subscription drops them too (exact, and rare).
  return { key: normalized(pathname, params, PAGE_PARAMS), tags: withSearch(['catalogue', 'newsletter'], params) };
}
