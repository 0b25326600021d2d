// Every bound the image pipeline enforces, in one place so the report, tests and code agree.
export type ImageLimits = {
  /** Largest upstream or on-disk source accepted, in bytes. */
  maxSourceBytes: number;
  /** Wall-clock budget for one upstream fetch including redirects and the whole body. */
  fetchTimeoutMs: number;
  /** A stream that sends nothing for this long is abandoned before the total budget runs out. */
  idleTimeoutMs: number;
  maxRedirects: number;
  /** Decoded source size (width × height) refused before any pixel is decoded. */
  maxInputPixels: number;
  /** Largest width or height a caller may ask for. */
  maxOutputDimension: number;
  /** Transforms running at once; each may hold a decoded source in memory. */
  maxConcurrentTransforms: number;
  /** Upstream downloads at once (kept apart so slow upstreams cannot starve local transforms). */
  maxConcurrentFetches: number;
  /** Jobs waiting for a slot before new ones are turned away with 503. */
  maxQueuedJobs: number;
  /** Disk budget of one transform cache; oldest entries are evicted past it. */
  maxCacheBytes: number;
};

export const DEFAULT_LIMITS: ImageLimits = {
  maxSourceBytes: 15 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  idleTimeoutMs: 5_000,
  maxRedirects: 3,
  maxInputPixels: 40_000_000,
  maxOutputDimension: 2560,
  // Two of libuv's four pool threads: the other two stay free for file reads of originals and cache hits.
  maxConcurrentTransforms: 2,
  maxConcurrentFetches: 16,
  maxQueuedJobs: 64,
  maxCacheBytes: 2 * 1024 ** 3,
};

export const QUALITY_RANGE = { min: 1, max: 100 } as const;

/**
 * The only variants ever produced (imgproxy's presets idea): every width or height asked for is
 * snapped to the nearest of these, every quality to the nearest allowed one, so a flood of odd
 * sizes maps onto a handful of cache entries per image. Widths are the site's presets (logos 32/64/96,
 * cards 320/480/640, screens 640/960/1280) plus the viewer's 1024×1820; web/src/lib/image-url.ts
 * asks only for these (tests/images/image-url.test.ts checks it).
 */
export const ALLOWED_DIMENSIONS = [32, 64, 96, 320, 480, 640, 960, 1024, 1280, 1820] as const;
export const ALLOWED_QUALITIES = [80, 85, 90] as const;

/** Nearest allowed value; a tie goes to the larger one (never serve less than asked for). */
export function snapTo(allowed: readonly number[], n: number): number {
  let best = allowed[0] as number;
  for (const a of allowed) if (Math.abs(a - n) <= Math.abs(best - n)) best = a;
  return best;
}

/** AVIF at sharp's default effort (4) costs seconds per screenshot; 2 keeps most of the size gain. */
export const AVIF_EFFORT = 2;

export const withLimits = (overrides?: Partial<ImageLimits>): ImageLimits => ({ ...DEFAULT_LIMITS, ...overrides });
