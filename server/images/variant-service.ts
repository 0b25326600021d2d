// Serves a transformed image by cache key: memory/disk hit → bytes (or 304), miss → produce once
// (concurrent requests for the same key share one job). Callers bound their own stages with gates.
import { type CacheBody, type CacheEntry, DiskCache, type DiskCacheOptions } from './disk-cache.ts';
import { HttpError } from './errors.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type Produced = { data: Buffer; contentType: string };

export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match uses weak comparison, so W/"x" matches "x".
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

export function imageHeaders(entry: { etag: string; contentType: string; size?: number }, vary?: string) {
  const h: Record<string, string> = {
    'content-type': entry.contentType,
    etag: entry.etag,
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    // Opened directly, an image response must not be able to run anything.
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (entry.size !== undefined) h['content-length'] = String(entry.size);
  if (vary) h.vary = vary;
  return h;
}

export function conditional(req: Request, entry: CacheEntry, body: () => Promise<CacheBody | null>, vary?: string) {
  if (etagMatches(req.headers.get('if-none-match'), entry.etag)) {
    const { 'content-length': _len, ...headers } = imageHeaders(entry, vary);
    return Promise.resolve(new Response(null, { status: 304, headers }));
  }
  if (req.method === 'HEAD') return Promise.resolve(new Response(null, { headers: imageHeaders(entry, vary) }));
  return body().then((b) => (b ? new Response(b as BodyInit, { headers: imageHeaders(entry, vary) }) : null));
}

const gone = () => new HttpError(499, 'client closed the request');

/**
 * Bounded concurrency with a bounded queue: past `maxQueued` waiters, callers get a 503 at once.
 * A waiter whose `signal` aborts (its client left) leaves the queue and never takes a slot.
 */
export function createGate(max: number, maxQueued: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) throw gone();
    if (active >= max) {
      if (waiting.length >= maxQueued) throw new HttpError(503, 'image service is busy; retry shortly');
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(admit), 1);
          reject(gone());
        };
        const admit = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        waiting.push(admit);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export type Produce = (signal: AbortSignal) => Promise<Produced>;
export type Gate = ReturnType<typeof createGate>;

export function createVariantService(cacheDir: string, cacheOptions: DiskCacheOptions = {}) {
  const cache = new DiskCache(cacheDir, cacheOptions);
  type Job = { promise: Promise<CacheEntry>; interested: number; controller: AbortController };
  const inflight = new Map<string, Job>();

  // Concurrent requests for one key share one job; it is dropped once every one of them has left.
  function produceOnce(key: string, produce: Produce, signal?: AbortSignal): Promise<CacheEntry> {
    let job = inflight.get(key);
    if (!job) {
      const controller = new AbortController();
      const promise = produce(controller.signal)
        .then((out) => cache.put(key, out.data, out.contentType))
        .finally(() => {
          if (inflight.get(key) === created) inflight.delete(key);
        });
      const created: Job = { promise, interested: 0, controller };
      job = created;
      inflight.set(key, job);
    }
    const current = job;
    current.interested++;
    signal?.addEventListener(
      'abort',
      () => {
        if (--current.interested > 0) return;
        if (inflight.get(key) === current) inflight.delete(key);
        current.controller.abort();
      },
      { once: true },
    );
    return current.promise;
  }

  return {
    cache,
    /** `beforeMiss` may refuse (throw) work that the cache cannot answer, e.g. a client over its budget. */
    async serve(
      req: Request,
      key: string,
      produce: Produce,
      vary?: string,
      beforeMiss?: () => Promise<void>,
    ): Promise<Response> {
      for (let attempt = 0; attempt < 2; attempt++) {
        let entry = await cache.get(key);
        if (!entry) {
          if (attempt === 0) await beforeMiss?.();
          entry = await produceOnce(key, produce, req.signal);
        }
        const res = await conditional(req, entry, () => cache.body(key, entry), vary);
        if (res) return res;
        // The cached file disappeared under us (manual cleanup): drop it and regenerate once.
        cache.forget(key);
      }
      throw new Error('cache entry vanished twice');
    },
  };
}
