import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { HostStatus, ImageHost, UploadInput, UploadResult } from './host.ts';
import { forgetStat } from './local-files.ts';
import { sniffRaster } from './sniff.ts';

/** Public path under which the app serves DATA_DIR/media. */
export const MEDIA_PREFIX = '/media';

export const safeId = (id: string) => id.replace(/[^\w.-]+/g, '_').slice(0, 120);

export type LocalHostOptions = {
  /** Fetcher for `{ url }` sources (the proxy's guarded fetcher); without it they are refused. */
  fetchRemote?: (url: string) => Promise<{ bytes: Buffer }>;
};

export class LocalImageHost implements ImageHost {
  readonly name = 'local' as const;
  constructor(
    private readonly mediaDir: string,
    private readonly opts: LocalHostOptions = {},
  ) {}

  async status(): Promise<HostStatus> {
    return { configured: true, cloudName: 'local', name: 'local', success: true };
  }

  async upload(input: UploadInput): Promise<UploadResult> {
    let bytes: Buffer;
    if (Buffer.isBuffer(input.source)) bytes = input.source;
    else if (this.opts.fetchRemote) {
      bytes = (await this.opts.fetchRemote(input.source.url)).bytes;
      if (!sniffRaster(bytes)) throw new Error('remote source is not a JPEG, PNG, WebP, AVIF or GIF image');
    } else throw new Error('remote sources are fetched by the image pipeline');
    const dir = join(this.mediaDir, input.kind);
    await mkdir(dir, { recursive: true });
    const file = `${safeId(input.id)}.png`;
    // Write-then-rename: an overwrite never exposes a half-written file to the /media route.
    const tmp = join(dir, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, join(dir, file));
    forgetStat(resolve(dir, file));
    const publicId = `${input.kind}/${file}`;
    return { secureUrl: `${MEDIA_PREFIX}/${publicId}`, publicId };
  }
}
