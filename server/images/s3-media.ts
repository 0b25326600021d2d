// The bucket side of the /media route: /media/s3/<kind>/<file> is the object <kind>/<file>. Originals
// are read from the bucket; sized variants go through the same per-instance disk cache as local files.
import { HttpError, notFound, tooLarge, unsupported } from './errors.ts';
import { SEGMENT } from './local-files.ts';
import { Lru } from './lru.ts';
import { type S3Head, type S3Store, S3StoreError } from './s3-store.ts';
import { sniffRaster } from './sniff.ts';
import type { TransformParams } from './transform.ts';
import { conditional } from './variant-service.ts';

export type BucketFile = { key: string; head: S3Head };

const ROUTE = /^\/media\/s3\/([^/]+)\/([^/]+)$/;
// A lookup per hit would cost a round trip to the bucket; an overwrite shows within this time.
const HEAD_TTL_MS = 1000;

const unavailable = (err: unknown) =>
  err instanceof S3StoreError ? new HttpError(503, 'the image store is unavailable; retry shortly') : err;

export function createBucketSource(store: S3Store) {
  const heads = new Lru<{ head: S3Head; at: number }>(10_000);
  return {
    matches: (pathname: string) => ROUTE.test(pathname),
    async resolve(pathname: string): Promise<BucketFile> {
      const m = ROUTE.exec(pathname);
      let parts: string[];
      try {
        parts = m ? [decodeURIComponent(m[1] ?? ''), decodeURIComponent(m[2] ?? '')] : [];
      } catch {
        parts = [];
      }
      if (parts.length !== 2 || !parts.every((s) => SEGMENT.test(s))) throw notFound('not found');
      const key = parts.join('/');
      const now = performance.now();
      const memo = heads.get(key);
      if (memo && now - memo.at < HEAD_TTL_MS) return { key, head: memo.head };
      const head = await store.head(key).catch((err) => Promise.reject(unavailable(err)));
      if (!head) throw notFound('not found');
      heads.set(key, { head, at: now });
      return { key, head };
    },
    async read(src: BucketFile, maxBytes: number): Promise<Buffer> {
      if (src.head.size > maxBytes) throw tooLarge(`source is ${src.head.size} bytes; limit ${maxBytes}`);
      const got = await store.get(src.key).catch((err) => Promise.reject(unavailable(err)));
      if (!got) throw notFound('not found');
      if (got.bytes.length > maxBytes) throw tooLarge(`source is ${got.bytes.length} bytes; limit ${maxBytes}`);
      return got.bytes;
    },
  };
}

export type BucketSource = ReturnType<typeof createBucketSource>;

/** The object's ETag names its bytes, so an overwrite makes new variants. */
export const bucketVariantKey = (src: BucketFile, p: TransformParams) =>
  ['s3-v1', src.key, src.head.etag, p.width, p.height, p.format, p.quality] as const;

/** An original from the bucket, with the object's ETag as validator (a 304 costs no download). */
export async function serveBucketOriginal(req: Request, bucket: BucketSource, src: BucketFile, maxBytes: number) {
  const etag = src.head.etag.startsWith('"') ? src.head.etag : `"${src.head.etag}"`;
  const entry = { etag, contentType: src.head.contentType, size: src.head.size, path: src.key };
  const body = async () => {
    const bytes = await bucket.read(src, maxBytes);
    // Whatever was put in the bucket, only real raster images leave it.
    if (!sniffRaster(bytes)) throw unsupported('stored file is not a supported image');
    return new Uint8Array(bytes);
  };
  return (await conditional(req, entry, body)) as Response;
}
