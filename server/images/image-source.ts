// Where a migration or OCR reads an image from: the app's own /media files from disk or the bucket, remote sources
// (Airtable attachments) through the proxy's guarded fetcher. Anything else is refused.
import { readLocal, resolveMedia } from './local-files.ts';
import type { BucketSource } from './s3-media.ts';
import { sniffRaster } from './sniff.ts';

export type SourceReaderOptions = {
  mediaDir: string;
  fetchRemote: (url: string) => Promise<{ bytes: Buffer }>;
  maxBytes: number;
  /** The site's own address: an absolute URL on it is a local file, read from disk (never fetched). */
  publicOrigin?: string;
  /** The S3 host's bucket, for /media/s3 addresses. */
  bucket?: BucketSource;
};

export function createSourceReader(opts: SourceReaderOptions) {
  return async (source: string): Promise<Buffer> => {
    let url = source;
    let bytes: Buffer;
    const origin = opts.publicOrigin?.replace(/\/+$/, '');
    if (origin && url.startsWith(`${origin}/media/`)) url = url.slice(origin.length);
    if (opts.bucket?.matches(url)) bytes = await opts.bucket.read(await opts.bucket.resolve(url), opts.maxBytes);
    else if (url.startsWith('/media/')) bytes = await readLocal(await resolveMedia(opts.mediaDir, url), opts.maxBytes);
    else if (/^https:\/\//i.test(url)) bytes = (await opts.fetchRemote(url)).bytes;
    else throw new Error(`unsupported image source: ${url.slice(0, 100)}`);
    if (!sniffRaster(bytes)) throw new Error('the source is not a JPEG, PNG, WebP, AVIF or GIF image');
    return bytes;
  };
}
