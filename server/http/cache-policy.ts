// Which public reads the response cache may keep, under which key, and which writes make them stale.
// Keys are normalized requests: the path and only the parameters that change the answer, sorted; an
// unknown parameter or the spec's cache-busting `timestamp`/`random` cannot create a new entry.

/** What a kept response depends on: writes announce these (server/services/changes.ts). */
export type CacheTag = 'catalogue' | 'views' | 'newsletter';
export type CachePolicy = { key: string; tags: CacheTag[] };

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

// What a page's address may carry that changes its HTML (the app reads these from the URL).
const PAGE_PARAMS = [...FILTERS, 'screen', 'sort', 'sections', 'first'];
const NOT_PAGES = /^\/(api|graphql|media|proxy-image|assets)(\/|$)|\.\w+$/;

function normalized(path: string, params: URLSearchParams, allowed: string[]): string {
  const kept: [string, string][] = [];
  for (const [k, v] of params) if (allowed.includes(k)) kept.push([k, v]);
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}

/** GraphQL over GET: the operation as sent, with its variables in a canonical order. */
function graphqlPolicy(params: URLSearchParams): CachePolicy | null {
  const query = params.get('query');
  if (!query || query.length > 15_000 || /^\s*mutation\b/.test(query)) return null;
  let variables = '';
  const raw = params.get('variables');
  if (raw) {
    try {
      variables = JSON.stringify(sortKeys(JSON.parse(raw)));
    } catch {
      return null; // Yoga answers the error; nothing worth keeping
    }
  }
  const tags: CacheTag[] = ['catalogue'];
  if (/\bviewCount\b/.test(query) || /"views"/.test(variables)) tags.push('views');
  if (/\b(newsletter|subscriberCount)\b/.test(query)) tags.push('newsletter');
  const op = params.get('operationName') ?? '';
  return { key: `/graphql\n${op}\n${query.replace(/\s+/g, ' ').trim()}\n${variables}`, tags };
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

/** The policy for a GET/HEAD request, or null when it must not be cached. */
export function cachePolicy(pathname: string, params: URLSearchParams): CachePolicy | null {
  if (pathname === '/graphql') return graphqlPolicy(params);
  if (pathname.startsWith('/api/')) {
    const rule = API.find((r) => r.pattern.test(pathname));
    return rule ? { key: normalized(pathname, params, rule.params), tags: rule.tags } : null;
  }
  if (NOT_PAGES.test(pathname) || pathname === '/healthz' || pathname === '/readyz') return null;
  return { key: normalized(pathname, params, PAGE_PARAMS), tags: ['catalogue'] };
}
