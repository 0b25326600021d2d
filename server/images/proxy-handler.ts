// GET /proxy-image?url=&width=&height=&format=&quality=&priority=&timestamp=
// Resizes allowlisted remote images (and the app's own /media files, read from disk or the bucket) and caches
// the result forever. `priority` and `timestamp` are accepted for client compatibility and ignored;
// they are not part of the cache key, so cache-busting timestamps cannot multiply work.
import {
  type AttachmentOrigins,
  attachmentHosts,
  attachmentUrl,
  DEFAULT_ATTACHMENT_ORIGINS,
} from './attachment-paths.ts';
import { cacheKey } from './disk-cache.ts';
import { badRequest, errorResponse, jsonError, notFound } from './errors.ts';
import { type ImageLimits, withLimits } from './limits.ts';
import { readLocal, resolveMedia, resolveUnder } from './local-files.ts';
import { localVariantKey } from './media-handler.ts';
import { type BucketSource, bucketVariantKey } from './s3-media.ts';
import { createSafeFetcher, type NetworkOptions } from './safe-fetch.ts';
import { parseTransform, transformImage } from './transform.ts';
import type { Transform } from './transform-process.ts';
import { checkRemoteUrl, DEFAULT_ALLOWED_HOSTS } from './url-policy.ts';
import { createGate, createVariantService, type Gate } from './variant-service.ts';

export type ProxyImageOptions = {
  mediaDir: string;
  cacheDir: string;
  /** Host names (`*.example.com` for subdomains); defaults to Airtable attachments + Cloudinary. */
  allowedHosts?: string[];
  /** Other relative paths (e.g. bundled assets) are read from here; without it they are 404. */
  staticDir?: string;
  /** The app's public origin: absolute URLs on it are read from disk, never fetched. */
  publicOrigin?: string;
  /** Airtable's attachment hosts, for the relative attachment paths the original client sends. */
  attachments?: AttachmentOrigins;
  /** Test hook for the network layer (resolver, address rule, TLS trust). Leave unset in production. */
  network?: NetworkOptions;
  limits?: Partial<ImageLimits>;
  /** Shared with the other image route so both together stay within the transform budget. */
  transformGate?: Gate;
  /** Where transforms run (server/images/transform-process.ts); in this process by default. */
  transform?: Transform;
  onError?: (err: unknown) => void;
  /** Called before a cache miss is fetched and transformed; throws an HttpError (429) to refuse. */
  beforeMiss?: () => Promise<void>;
  /** The S3 host's bucket: /media/s3 sources are read from it. */
  bucket?: BucketSource;
};

const LONG = { width: 'width', height: 'height', format: 'format', quality: 'quality' };
const MAX_URL_LENGTH = 4096;

/** Path of a source the app holds itself, or null for a remote source. */
function localPath(raw: string, requestOrigin: string, publicOrigin?: string): string | null {
  // Scheme-less, host-less values are paths of this app ("img/a.png" is taken from the root).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[/\\]{2}/.test(raw)) {
    const path = raw.split(/[?#]/)[0] ?? raw;
    return path.startsWith('/') ? path : `/${path}`;
  }
  try {
    const u = new URL(raw);
    if (u.origin === requestOrigin || (publicOrigin && u.origin === new URL(publicOrigin).origin)) return u.pathname;
  } catch {
    // not absolute: the remote check reports it
  }
  return null;
}

export function createProxyImageHandler(opts: ProxyImageOptions): (req: Request) => Promise<Response> {
  const limits = withLimits(opts.limits);
  const attachments = opts.attachments ?? DEFAULT_ATTACHMENT_ORIGINS;
  const allowed = opts.allowedHosts?.length ? opts.allowedHosts : DEFAULT_ALLOWED_HOSTS;
  const policy = { allowedHosts: [...allowed, ...attachmentHosts(attachments)] };
  const fetchRemote = createSafeFetcher(policy, limits, opts.network);
  const variants = createVariantService(opts.cacheDir, { maxDiskBytes: limits.maxCacheBytes });
  const transformGate = opts.transformGate ?? createGate(limits.maxConcurrentTransforms, limits.maxQueuedJobs);
  const transform = opts.transform ?? transformImage;
  const fetchGate = createGate(limits.maxConcurrentFetches, limits.maxQueuedJobs);
  const urlPolicy = { ...policy, allowAnyPort: opts.network?.allowAnyPort };

  return async (req) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return jsonError(405, 'method not allowed', { allow: 'GET, HEAD' });
      const url = new URL(req.url);
      const raw = url.searchParams.get('url');
      if (!raw) throw badRequest('url is required');
      if (raw.length > MAX_URL_LENGTH) throw badRequest('url is too long');
      const p = parseTransform(url.searchParams, LONG, req.headers.get('accept'), limits);
      const vary = p.negotiated ? 'Accept' : undefined;

      const path = localPath(raw, url.origin, opts.publicOrigin);
      const attachment = path === null ? null : attachmentUrl(path, attachments);
      const local = attachment ? null : path;
      const bucket = opts.bucket;
      if (local !== null && bucket?.matches(local)) {
        const src = await bucket.resolve(local);
        const produce = (signal: AbortSignal) =>
          transformGate(async () => transform(await bucket.read(src, limits.maxSourceBytes), p, limits), signal);
        return await variants.serve(req, cacheKey(...bucketVariantKey(src, p)), produce, vary, opts.beforeMiss);
      }
      if (local !== null) {
        let src: Awaited<ReturnType<typeof resolveMedia>>;
        if (local.startsWith('/media/')) src = await resolveMedia(opts.mediaDir, local);
        else if (opts.staticDir) src = await resolveUnder(opts.staticDir, local);
        else throw notFound('not found');
        const parts = localVariantKey(src, p);
        const key = local.startsWith('/media/') ? cacheKey(...parts) : cacheKey('static', ...parts);
        const produce = (signal: AbortSignal) =>
          transformGate(async () => transform(await readLocal(src, limits.maxSourceBytes), p, limits), signal);
        return await variants.serve(req, key, produce, vary, opts.beforeMiss);
      }

      // Re-checked before every cache lookup so narrowing the allowlist also stops cached hits.
      const target = checkRemoteUrl(attachment ?? (raw.startsWith('//') ? `https:${raw}` : raw), urlPolicy);
      const key = cacheKey('remote-v1', target.href, p.width, p.height, p.format, p.quality);
      const produce = async (signal: AbortSignal) => {
        const { bytes } = await fetchGate(() => fetchRemote(target), signal);
        return transformGate(() => transform(bytes, p, limits), signal);
      };
      return await variants.serve(req, key, produce, vary, opts.beforeMiss);
    } catch (err) {
      return errorResponse(err, opts.onError);
    }
  };
}
