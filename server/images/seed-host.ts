// The host the demo seed writes through, built from plain data so a child process (the first start's
// preparation, the demo render) can build the same one the server uses: the bucket when one is
// configured, otherwise the local store. Cloudinary keeps the demo local: its pictures are illustrative.
import type { ImageHost } from './host.ts';
import { LocalImageHost } from './local-host.ts';
import { S3ImageHost } from './s3-host.ts';
import type { S3Settings } from './s3-store.ts';

export type SeedHostSpec = { mediaDir: string; s3?: S3Settings & { timeoutMs?: number } };

export const seedHostSpec = (config: SeedHostSpec): SeedHostSpec => ({ mediaDir: config.mediaDir, s3: config.s3 });

export function seedHost(spec: SeedHostSpec): ImageHost {
  return spec.s3 ? new S3ImageHost(spec.s3, { timeoutMs: spec.s3.timeoutMs }) : new LocalImageHost(spec.mediaDir);
}
