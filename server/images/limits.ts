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
  maxConcurrentTransforms: 4,
  maxConcurrentFetches: 16,
  maxQueuedJobs: 256,
  maxCacheBytes: 2 * 1024 ** 3,
};

export const QUALITY_RANGE = { min: 1, max: 100 } as const;

export const withLimits = (overrides?: Partial<ImageLimits>): ImageLimits => ({ ...DEFAULT_LIMITS, ...overrides });
