// Originals in an S3-compatible bucket, served by the app's own /media/s3 route (sized variants are
// a per-instance disk cache), so every instance sharing the bucket answers for every image.
import type { HostedFile, HostStatus, ImageHost, ImageKind, UploadInput, UploadResult } from './host.ts';
import { MEDIA_PREFIX, safeId } from './local-host.ts';
import { createS3Store, type S3Settings, type S3Store } from './s3-store.ts';
import { CONTENT_TYPES, sniffRaster } from './sniff.ts';

/** Public path of bucket objects: /media/s3/<kind>/<file>, beside the local host's /media/<kind>/<file>. */
export const S3_MEDIA_PREFIX = `${MEDIA_PREFIX}/s3`;

export type S3HostOptions = {
  timeoutMs?: number;
  /** Fetcher for `{ url }` sources (the proxy's guarded fetcher); without it they are refused. */
  fetchRemote?: (url: string) => Promise<{ bytes: Buffer }>;
  /** One store shared with the media route and the image reader. */
  store?: S3Store;
};

export class S3ImageHost implements ImageHost {
  readonly name = 's3' as const;
  readonly store: S3Store;
  constructor(
    settings: S3Settings,
    private readonly opts: S3HostOptions = {},
  ) {
    this.store = opts.store ?? createS3Store(settings, { timeoutMs: opts.timeoutMs });
  }

  async status(): Promise<HostStatus> {
    const base = { cloudName: this.store.bucket, name: 's3' as const };
    try {
      await this.store.ping();
      return { ...base, configured: true, success: true };
    } catch (err) {
      return { ...base, configured: false, success: false, message: (err as Error).message };
    }
  }

  async upload(input: UploadInput): Promise<UploadResult> {
    let bytes: Buffer;
    if (Buffer.isBuffer(input.source)) bytes = input.source;
    else if (this.opts.fetchRemote) bytes = (await this.opts.fetchRemote(input.source.url)).bytes;
    else throw new Error('remote sources are fetched by the image pipeline');
    const kind = sniffRaster(bytes);
    if (!kind) throw new Error('upload source is not a JPEG, PNG, WebP, AVIF or GIF image');
    // Same file names as the local host, so moving in keeps the name and only the prefix changes.
    const publicId = `${input.kind}/${safeId(input.id)}.png`;
    await this.store.put(publicId, bytes, CONTENT_TYPES[kind]);
    return { secureUrl: `${S3_MEDIA_PREFIX}/${publicId}`, publicId };
  }

  async remove(publicId: string): Promise<void> {
    await this.store.remove(publicId);
  }

  async list(kind: ImageKind, prefix: string, max = 1000): Promise<HostedFile[]> {
    const objects = await this.store.list(`${kind}/${safeId(prefix)}`, max);
    return objects.map((o) => ({ publicId: o.key, storedAt: o.lastModified }));
  }
}
