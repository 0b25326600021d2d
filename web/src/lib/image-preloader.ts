// Warms the browser cache for images the user is likely to see next. High-priority work starts at
// once; low-priority work only starts when the browser is idle (requestIdleCallback, or a 1 s
// timer where that API is missing, e.g. Safari). At most `concurrency` images load at a time so
// preloading never competes with the images on screen for connections.

export type PreloadPriority = 'high' | 'low';
export type PreloadOptions = { priority?: PreloadPriority; srcSet?: string; sizes?: string };
export type ImageLoader = (src: string, opts: PreloadOptions) => Promise<void>;
export type IdleScheduler = (run: () => void) => void;

export const DEFAULT_CONCURRENCY = 4;
export const IDLE_FALLBACK_MS = 1000;

type IdleGlobal = { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

export const scheduleIdle: IdleScheduler = (run) => {
  const g = globalThis as IdleGlobal;
  if (typeof g.requestIdleCallback === 'function') g.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, IDLE_FALLBACK_MS);
};

export const browserImageLoader: ImageLoader = (src, opts) =>
  new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    (img as HTMLImageElement & { fetchPriority?: string }).fetchPriority = opts.priority === 'high' ? 'high' : 'low';
    if (opts.sizes) img.sizes = opts.sizes;
    if (opts.srcSet) img.srcset = opts.srcSet;
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`failed to preload ${src}`));
    img.src = src;
  });

type Task = { key: string; src: string; opts: PreloadOptions; done: (ok: boolean) => void; priority: PreloadPriority };

export type ImagePreloader = {
  /** Resolves true when loaded, false on failure; never rejects. Repeated calls share one load. */
  preload(src: string, opts?: PreloadOptions): Promise<boolean>;
  stats(): { active: number; high: number; low: number };
  clear(): void;
};

export function createImagePreloader(
  options: { concurrency?: number; load?: ImageLoader; idle?: IdleScheduler; remember?: number } = {},
): ImagePreloader {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const load = options.load ?? browserImageLoader;
  const idle = options.idle ?? scheduleIdle;
  const remember = options.remember ?? 500;
  const results = new Map<string, Promise<boolean>>();
  let high: Task[] = [];
  let low: Task[] = [];
  let active = 0;
  let idleRequested = false;

  const start = (task: Task) => {
    active++;
    load(task.src, { ...task.opts, priority: task.priority })
      .then(
        () => task.done(true),
        () => {
          results.delete(task.key); // a failure may be transient: allow a later retry
          task.done(false);
        },
      )
      .finally(() => {
        active--;
        pump();
      });
  };

  function pump() {
    while (active < concurrency && high.length > 0) start(high.shift() as Task);
    if (active >= concurrency || low.length === 0 || idleRequested) return;
    idleRequested = true;
    idle(() => {
      idleRequested = false;
      // High-priority work that arrived meanwhile goes first.
      while (active < concurrency && high.length > 0) start(high.shift() as Task);
      while (active < concurrency && low.length > 0) start(low.shift() as Task);
    });
  }

  return {
    preload(src, opts = {}) {
      const priority = opts.priority ?? 'low';
      const key = `${src}\n${opts.srcSet ?? ''}`;
      const known = results.get(key);
      if (known) {
        const queued = priority === 'high' ? low.find((t) => t.key === key) : undefined;
        if (queued) {
          low = low.filter((t) => t !== queued);
          queued.priority = 'high';
          high.push(queued);
          pump();
        }
        return known;
      }
      const promise = new Promise<boolean>((done) => {
        const task: Task = { key, src, opts, done, priority };
        (priority === 'high' ? high : low).push(task);
      });
      results.set(key, promise);
      if (results.size > remember) results.delete(results.keys().next().value as string);
      pump();
      return promise;
    },
    stats: () => ({ active, high: high.length, low: low.length }),
    clear() {
      for (const t of [...high, ...low]) t.done(false);
      high = [];
      low = [];
      results.clear();
    },
  };
}

/** App-wide instance; `Image` is only touched when a load starts, so importing on the server is safe. */
export const imagePreloader = createImagePreloader();
