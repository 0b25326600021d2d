// GET /media/<kind>/<file>[?w=&h=&f=&q=]: originals straight from DATA_DIR/media, variants made by
// sharp on first request and then served from the disk cache. Both are immutable for a year.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { cacheKey } from './disk-cache.ts';
import { errorResponse, jsonError, unsupported } from './errors.ts';
import { type ImageLimits, withLimits } from './limits.ts';
import { type LocalFile, readLocal, resolveMedia } from './local-files.ts';
import { type BucketSource, bucketVariantKey, serveBucketOriginal } from './s3-media.ts';
import { CONTENT_TYPES, sniffRaster } from './sniff.ts';
import { parseTransform, type TransformParams, transformImage } from './transform.ts';
import type { Transform } from './transform-process.ts';
import { conditional, createGate, createVariantService, type Gate } from './variant-service.ts';

export type MediaHandlerOptions = {
  mediaDir: string;
  cacheDir: string;
  limits?: Partial<ImageLimits>;
  /** Shared with the other image route so both together stay within the transform budget. */
  transformGate?: Gate;
  /** Where transforms run (server/images/transform-process.ts); in this process by default. */
  transform?: Transform;
  onError?: (err: unknown) => void;
  /** The S3 host's bucket: /media/s3/<kind>/<file> is read from it. */
  bucket?: BucketSource;
};

const SHORT = { width: 'w', height: 'h', format: 'f', quality: 'q' };

/** Shared with the proxy so /media?w=640 and /proxy-image?url=/media/...&width=640 reuse one file. */
export const localVariantKey = (src: LocalFile, p: TransformParams) =>
  ['local-v1', src.rel, src.size, Math.trunc(src.mtimeMs), p.width, p.height, p.format, p.quality] as const;

async function serveOriginal(req: Request, src: LocalFile): Promise<Response> {
  const fh = await open(src.file, 'r');
  let handedOff = false;
  try {
    const head = Buffer.alloc(32);
    const { bytesRead } = await fh.read(head, 0, 32, 0);
    const kind = sniffRaster(head.subarray(0, bytesRead));
    // Whatever was dropped in the media dir, only real raster images leave it.
    if (!kind) throw unsupported('stored file is not a supported image');
    // Size and validator come from the open file itself, never from the memoised stat.
    const st = await fh.stat();
    const entry = {
      etag: `"${st.size.toString(16)}-${Math.trunc(st.mtimeMs).toString(16)}"`,
      contentType: CONTENT_TYPES[kind],
      size: st.size,
      path: src.file,
    };
    const res = await conditional(req, entry, async () => {
      handedOff = true;
      return Readable.toWeb(fh.createReadStream({ start: 0 })) as ReadableStream<Uint8Array>;
    });
    return res as Response;
  } finally {
    if (!handedOff) await fh.close();
  }
}

export function createMediaHandler(opts: MediaHandlerOptions): (req: Request) => Promise<Response> {
  const limits = withLimits(opts.limits);
  const variants = createVariantService(opts.cacheDir, { maxDiskBytes: limits.maxCacheBytes });
  const transformGate = opts.transformGate ?? createGate(limits.maxConcurrentTransforms, limits.maxQueuedJobs);
  const transform = opts.transform ?? transformImage;
  return async (req) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return jsonError(405, 'method not allowed', { allow: 'GET, HEAD' });
      const url = new URL(req.url);
      const q = url.searchParams;
      const original = !['w', 'h', 'f', 'q'].some((k) => q.has(k));
      const bucket = opts.bucket;
      if (bucket?.matches(url.pathname)) {
        const src = await bucket.resolve(url.pathname);
        if (original) return await serveBucketOriginal(req, bucket, src, limits.maxSourceBytes);
        const p = parseTransform(q, SHORT, req.headers.get('accept'), limits);
        const produce = (signal: AbortSignal) =>
          transformGate(async () => transform(await bucket.read(src, limits.maxSourceBytes), p, limits), signal);
        const vary = p.negotiated ? 'Accept' : undefined;
        return await variants.serve(req, cacheKey(...bucketVariantKey(src, p)), produce, vary);
      }
      const src = await resolveMedia(opts.mediaDir, url.pathname);
      if (original) return await serveOriginal(req, src);
      const p = parseTransform(q, SHORT, req.headers.get('accept'), limits);
      const produce = (signal: AbortSignal) =>
        transformGate(async () => transform(await readLocal(src, limits.maxSourceBytes), p, limits), signal);
      return await variants.serve(
        req,
        cacheKey(...localVariantKey(src, p)),
        produce,
        p.negotiated ? 'Accept' : undefined,
      );
    } catch (err) {
      return errorResponse(err, opts.onError);
    }
  };
}
