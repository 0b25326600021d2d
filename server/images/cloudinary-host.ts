// Cloudinary adapter over the official SDK. Credentials are passed per call instead of through the
// SDK's global config, so several hosts (and tests) can coexist in one process. Public ids are
// deterministic (<kind>/<id>) with overwrite on, so a retried upload replaces rather than duplicates.
import type { Agent } from 'node:https';
import type { UploadApiOptions, UploadApiResponse } from 'cloudinary';

// The SDK (~20 MB) loads with the first upload or check: the local host never needs it.
const sdk = () => import('cloudinary').then((m) => m.v2);

import type { HostedFile, HostStatus, ImageHost, ImageKind, UploadInput, UploadResult } from './host.ts';
import { safeId } from './local-host.ts';
import { CONTENT_TYPES, sniffRaster } from './sniff.ts';

export type CloudinarySettings = { url: string; apiHost?: string };
export type CloudinaryHostOptions = {
  /** TLS agent for the upload API; only tests need it (to trust a loopback stand-in). */
  agent?: Agent;
  timeoutMs?: number;
};

export type CloudinaryCredentials = { cloudName: string; apiKey: string; apiSecret: string };

export function parseCloudinaryUrl(raw: string): CloudinaryCredentials {
  const u = new URL(raw);
  if (u.protocol !== 'cloudinary:' || !u.username || !u.password || !u.hostname) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://KEY:SECRET@CLOUD');
  }
  return {
    apiKey: decodeURIComponent(u.username),
    apiSecret: decodeURIComponent(u.password),
    cloudName: decodeURIComponent(u.hostname),
  };
}

export class CloudinaryImageHost implements ImageHost {
  readonly name = 'cloudinary' as const;
  private readonly creds: CloudinaryCredentials;
  private readonly uploadPrefix?: string;

  constructor(
    settings: CloudinarySettings,
    private readonly opts: CloudinaryHostOptions = {},
  ) {
    this.creds = parseCloudinaryUrl(settings.url);
    if (settings.apiHost) {
      const api = new URL(settings.apiHost);
      // The SDK picks its http/https module once at load time and uses https unless told otherwise
      // through the environment, so a plain-http API host would fail on every upload.
      if (api.protocol !== 'https:') throw new Error('CLOUDINARY_API_HOST must be an https URL');
      this.uploadPrefix = api.origin;
    }
  }

  /** Asks the Admin API's ping with these credentials: "configured" means Cloudinary accepted them. */
  async status(): Promise<HostStatus> {
    const base = { cloudName: this.creds.cloudName, name: 'cloudinary' as const };
    try {
      await (await sdk()).api.ping({ ...this.auth(), timeout: Math.min(this.opts.timeoutMs ?? 10_000, 10_000) });
      return { ...base, configured: true, success: true };
    } catch (err) {
      const e = err as { message?: string; http_code?: number; error?: { message?: string } };
      const why = e?.error?.message ?? e?.message ?? String(err);
      return { ...base, configured: false, success: false, message: `Cloudinary refused the request: ${why}` };
    }
  }

  private auth(): Record<string, unknown> {
    return {
      cloud_name: this.creds.cloudName,
      api_key: this.creds.apiKey,
      api_secret: this.creds.apiSecret,
      ...(this.uploadPrefix ? { upload_prefix: this.uploadPrefix } : {}),
      ...(this.opts.agent ? { agent: this.opts.agent } : {}),
    };
  }

  /** The public id Cloudinary assigns for (kind, id): folder/id. */
  publicIdFor(input: Pick<UploadInput, 'kind' | 'id'>): string {
    return `${input.kind}/${safeId(input.id)}`;
  }

  async upload(input: UploadInput): Promise<UploadResult> {
    let file: string;
    if (Buffer.isBuffer(input.source)) {
      const kind = sniffRaster(input.source);
      if (!kind) throw new Error('upload source is not a JPEG, PNG, WebP, AVIF or GIF image');
      file = `data:${CONTENT_TYPES[kind]};base64,${input.source.toString('base64')}`;
    } else {
      file = input.source.url;
    }
    const options: UploadApiOptions & Record<string, unknown> = {
      resource_type: 'image',
      folder: input.kind,
      public_id: safeId(input.id),
      overwrite: true,
      unique_filename: false,
      use_filename: false,
      // Overwriting keeps the URL path; invalidation stops the CDN serving the old bytes.
      invalidate: true,
      cloud_name: this.creds.cloudName,
      api_key: this.creds.apiKey,
      api_secret: this.creds.apiSecret,
      timeout: this.opts.timeoutMs ?? 60_000,
    };
    if (this.uploadPrefix) options.upload_prefix = this.uploadPrefix;
    if (this.opts.agent) options.agent = this.opts.agent;
    let res: UploadApiResponse;
    try {
      res = await (await sdk()).uploader.upload(file, options);
    } catch (err) {
      // The SDK rejects with plain objects ({ message, http_code }), not Errors.
      const e = err as { message?: string; http_code?: number; error?: { message?: string } };
      const msg = e?.message ?? e?.error?.message ?? String(err);
      throw new Error(`Cloudinary upload failed${e?.http_code ? ` (${e.http_code})` : ''}: ${msg}`);
    }
    return { secureUrl: res.secure_url, publicId: res.public_id, width: res.width, height: res.height };
  }

  async remove(publicId: string): Promise<void> {
    try {
      // "not found" is an answer, not a failure: the file is gone either way.
      const options = {
        ...this.auth(),
        resource_type: 'image',
        invalidate: true,
        timeout: this.opts.timeoutMs ?? 60_000,
      };
      await (await sdk()).uploader.destroy(publicId, options as { invalidate: boolean });
    } catch (err) {
      const e = err as { message?: string; http_code?: number; error?: { message?: string } };
      throw new Error(`Cloudinary deletion failed: ${e?.message ?? e?.error?.message ?? String(err)}`);
    }
  }

  async list(kind: ImageKind, prefix: string, max = 500): Promise<HostedFile[]> {
    const res = await (await sdk()).api.resources({
      ...this.auth(),
      type: 'upload',
      resource_type: 'image',
      prefix: `${kind}/${safeId(prefix)}`,
      max_results: Math.min(500, max),
    });
    const resources = (res.resources ?? []) as Array<{ public_id: string; created_at: string }>;
    return resources.map((r) => ({ publicId: r.public_id, storedAt: new Date(r.created_at) }));
  }
}
