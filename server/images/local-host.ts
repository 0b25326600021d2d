import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostStatus, ImageHost, UploadInput, UploadResult } from './host.ts';

/** Public path under which the app serves DATA_DIR/media. */
export const MEDIA_PREFIX = '/media';

const safeId = (id: string) => id.replace(/[^\w.-]+/g, '_').slice(0, 120);

export class LocalImageHost implements ImageHost {
  readonly name = 'local' as const;
  constructor(private readonly mediaDir: string) {}

  async status(): Promise<HostStatus> {
    return { configured: true, cloudName: 'local', name: 'local' };
  }

  async upload(input: UploadInput): Promise<UploadResult> {
    if (!Buffer.isBuffer(input.source)) throw new Error('remote sources are fetched by the image pipeline');
    const dir = join(this.mediaDir, input.kind);
    await mkdir(dir, { recursive: true });
    const file = `${safeId(input.id)}.png`;
    await writeFile(join(dir, file), input.source);
    const publicId = `${input.kind}/${file}`;
    return { secureUrl: `${MEDIA_PREFIX}/${publicId}`, publicId };
  }
}
