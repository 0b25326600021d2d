// One response cache for public reads, at the edge: a kept answer is written straight to the socket,
// already compressed (gzip or brotli made the first time a client asks for it), with a strong ETag and
// 304s, before any Request object or handler exists. Bounded by bytes, keys and every encoding
// included (least recently used out first), so a flood of distinct requests cannot grow it further.
// Writes drop what they affect by tag; an answer produced while such a write happened is not kept.
import { createHash } from 'node:crypto';
import { type CacheTag, SCOPE_HEADER } from './cache-policy.ts';

export type CachedEntry = {
  status: number;
  headers: Record<string, string>;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  /** Whether an If-None-Match may be answered with a 304 (never for POST answers). */
  conditional: boolean;
  tags: CacheTag[];
  size: number;
  /** Counts an encoding made later against the cache's budget (a no-op once the entry is dropped). */
  grew: (bytes: number) => void;
};

// What an entry costs besides its bodies: its key, headers, tags and the maps that hold it.
const ENTRY_OVERHEAD = 1024;

// Per-response headers the cache sets itself (or that belong to one request only).
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'x-request-id',
  'connection',
  'date',
  SCOPE_HEADER,
]);
export const UNCACHEABLE_HEADER = 'x-uncacheable';

/**
 * `noStore`: the answers are POSTs' (server/cache/graphql-post.ts): kept here, but clients and proxies
 * are told not to keep them, and no 304s.
 */
export function createResponseCache(options: { maxBytes: number; noStore?: boolean }) {
  const entries = new Map<string, CachedEntry>();
  // A tag's generation moves on each write that touches it; `store` compares them with the ones a
  // production started from. App tags share one generation: which app an answer is about is only
  // known once it is produced, so any app's change refuses an answer about an app produced meanwhile.
  const generations = new Map<string, number>();
  const gen = (tag: CacheTag) => generations.get(tag.startsWith('app:') ? 'app:*' : tag) ?? 0;
  const bump = (tag: string) => generations.set(tag, (generations.get(tag) ?? 0) + 1);
  const dropWhere = (test: (tags: CacheTag[]) => boolean) => {
    for (const [key, e] of entries) if (test(e.tags)) drop(key);
  };
  const pending = new Map<string, Promise<void>>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
    e.grew = () => {};
  };
  const evictFor = (incoming: number) => {
    while (bytes + incoming > options.maxBytes && entries.size) {
      drop(entries.keys().next().value as string);
      counts.evictions++;
    }
  };

  return {
    get(key: string): CachedEntry | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      // Least recently used goes first: a hit moves the entry to the back.
      entries.delete(key);
      entries.set(key, e);
      return e;
    },
    /** The tag generations a production starts from; `store` refuses it if a write came in between. */
    snapshot: () => ({
      catalogue: gen('catalogue'),
      search: gen('search'),
      views: gen('views'),
      newsletter: gen('newsletter'),
      apps: gen('app:0'),
    }),
    store(
      key: string,
      tags: CacheTag[],
      since: Record<'catalogue' | 'search' | 'views' | 'newsletter' | 'apps', number>,
      response: { status: number; headers: Headers; body: Buffer },
    ) {
      if (tags.some((t) => gen(t) !== (t.startsWith('app:') ? since.apps : since[t as keyof typeof since]))) {
        return null;
      }
      const entry = makeEntry(response, tags, key.length, options.noStore === true);
      // Too big to be worth its room (with its encodings to come): served once.
      if (entry.size * 2 > options.maxBytes / 4) return entry;
      drop(key);
      evictFor(entry.size);
      entry.grew = (more) => {
        entry.size += more;
        bytes += more;
        // The entry itself was just used: move it last so it is not the one evicted.
        entries.delete(key);
        evictFor(0);
        entries.set(key, entry);
      };
      entries.set(key, entry);
      bytes += entry.size;
      counts.stores++;
      return entry;
    },
    /** One production per key at a time: concurrent misses wait for the first. */
    pending,
    /** Drops what depends on `tag` ('search', 'views', 'newsletter'). */
    invalidate(tag: 'search' | 'views' | 'newsletter') {
      bump(tag);
      dropWhere((tags) => tags.includes(tag));
    },
    /** These apps changed: their own answers and every list (other apps' answers stay). */
    invalidateApps(ids: number[]) {
      bump('catalogue');
      bump('app:*');
      const mine = new Set(ids.map((id) => `app:${id}`));
      dropWhere((tags) => tags.some((t) => t === 'catalogue' || mine.has(t)));
    },
    /** Anything built from the catalogue, lists and single apps alike. */
    invalidateCatalogue() {
      bump('catalogue');
      bump('app:*');
      dropWhere((tags) => tags.some((t) => t === 'catalogue' || t.startsWith('app:')));
    },
    flush() {
      for (const tag of ['catalogue', 'search', 'views', 'newsletter', 'app:*']) bump(tag);
      entries.clear();
      bytes = 0;
    },
    hit: () => counts.hits++,
    miss: () => counts.misses++,
    stats: () => ({ ...counts, entries: entries.size, bytes }),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

function makeEntry(
  response: { status: number; headers: Headers; body: Buffer },
  tags: CacheTag[],
  keyLength: number,
  noStore: boolean,
): CachedEntry {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name) && name !== UNCACHEABLE_HEADER && name !== 'set-cookie') headers[name] = value;
  });
  // An answer chosen by Accept (GraphQL's media types) says so; the cache adds its own encoding's Vary.
  if (/\baccept\b/i.test(response.headers.get('vary') ?? '')) headers.vary = 'accept';
  // Clients may keep it too, but must ask again; the strong ETag makes that a 304.
  headers['cache-control'] = noStore ? 'no-store' : 'no-cache';
  const identity = response.body;
  // The media type is part of the validator: one body in two content types is two representations.
  const etag = `"${createHash('sha1')
    .update(`${headers['content-type'] ?? ''}\n`)
    .update(identity)
    .digest('base64url')}"`;
  const size = identity.length + keyLength + ENTRY_OVERHEAD;
  return { status: response.status, headers, identity, etag, conditional: !noStore, tags, size, grew: () => {} };
}
