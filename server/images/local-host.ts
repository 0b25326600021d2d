import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { HostedFile, HostStatus, ImageHost, ImageKind, UploadInput, UploadResult } from './host.ts';
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

  async remove(publicId: string): Promise<void> {
    const root = resolve(this.mediaDir);
    const file = resolve(root, publicId);
    // Only a file inside the media folder, named as upload names them.
    if (!file.startsWith(root + sep) || publicId.includes('..')) throw new Error(`not a hosted file: ${publicId}`);
    await rm(file, { force: true });
    forgetStat(file);
  }

  async list(kind: ImageKind, prefix: string, max = 1000): Promise<HostedFile[]> {
    const dir = join(this.mediaDir, kind);
    const names = await readdir(dir).catch(() => [] as string[]);
    const found: HostedFile[] = [];
    for (const name of names) {
      if (found.length >= max) break;
      if (!name.startsWith(safeId(prefix))) continue;
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile()) found.push({ publicId: `${kind}/${name}`, storedAt: info.mtime });
    }
    return found;
  }
}
