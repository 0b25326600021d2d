import { join } from 'node:path';
import type { AttachmentOrigins } from '../images/attachment-paths.ts';
import { HttpError } from '../images/errors.ts';
import { createMediaHandler, createProxyImageHandler, DEFAULT_LIMITS } from '../images/index.ts';
import type { BucketSource } from '../images/s3-media.ts';
import type { NetworkOptions } from '../images/safe-fetch.ts';
import type { Transform } from '../images/transform-process.ts';
import { createGate } from '../images/variant-service.ts';
import { currentClientIp } from '../runtime/request-scope.ts';
import { RateLimitedError } from '../services/platform/errors.ts';
import { languageOfRequest, type MessageKey } from '../services/platform/messages.ts';
import type { RateLimits } from '../services/platform/rate-limits.ts';
import { refusal } from './respond.ts';

type Fallback = (request: Request, url: URL) => Promise<Response | null>;

/** `/media/*` (the local and S3 image hosts, with sharp variants) and `/proxy-image` (remote images, guarded). */
export function imageRoutes(
  config: {
    dataDir: string;
    mediaDir: string;
    proxyAllowedHosts?: string[];
    publicUrl?: string;
    attachments?: AttachmentOrigins;
    /** The S3 host's bucket: /media/s3 originals are read from it. */
    bucket?: BucketSource;
  },
  onError: (e: unknown) => void,
  limits?: RateLimits,
  network?: NetworkOptions,
  transform?: Transform,
): Fallback {
  // Each miss is a remote fetch plus a transform: one client may cause only so many per minute.
  const beforeMiss = limits
    ? async () => {
        try {
          await limits.imageMiss(currentClientIp() ?? 'unknown');
        } catch (e) {
          if (!(e instanceof RateLimitedError)) throw e;
          throw new HttpError(429, e.message, { 'retry-after': String(e.retryAfterSeconds) });
        }
      }
    : undefined;
  // One transform budget for both routes: sharp runs on libuv's thread pool, which file reads share.
  const transformGate = createGate(DEFAULT_LIMITS.maxConcurrentTransforms, DEFAULT_LIMITS.maxQueuedJobs);
  const media = createMediaHandler({
    transformGate,
    transform,
    mediaDir: config.mediaDir,
    bucket: config.bucket,
    cacheDir: join(config.dataDir, 'cache', 'media'),
    onError,
  });
  const proxy = createProxyImageHandler({
    transformGate,
    transform,
    mediaDir: config.mediaDir,
    bucket: config.bucket,
    cacheDir: join(config.dataDir, 'cache', 'proxy'),
    allowedHosts: config.proxyAllowedHosts,
    publicOrigin: config.publicUrl,
    attachments: config.attachments,
    network,
    onError,
    beforeMiss,
  });
  return async (request, url) => {
    if (url.pathname.startsWith('/media/')) return worded(request, await media(request));
    if (url.pathname === '/proxy-image') return worded(request, await proxy(request));
    // Spec section 7: "relative image paths are appended to /proxy-image" — the same handler and limits.
    if (url.pathname.startsWith('/proxy-image/')) return worded(request, await proxy(pathForm(request, url)));
    return null;
  };
}

/** `/proxy-image/media/x.png?width=…` is `/proxy-image?url=/media/x.png&width=…`. */
function pathForm(request: Request, url: URL): Request {
  const target = new URL(url);
  target.pathname = '/proxy-image';
  target.searchParams.set('url', url.pathname.slice('/proxy-image'.length));
  return new Request(target, { method: request.method, headers: request.headers, signal: request.signal });
}

/** Each image refusal's stable code and catalog words; its English detail stays beside them. */
const REFUSALS: Record<number, [string, MessageKey]> = {
  400: ['BAD_REQUEST', 'IMAGE_REQUEST_REFUSED'],
  403: ['FORBIDDEN', 'IMAGE_REQUEST_REFUSED'],
  404: ['NOT_FOUND', 'IMAGE_NOT_FOUND_HERE'],
  405: ['METHOD_NOT_ALLOWED', 'IMAGE_REQUEST_REFUSED'],
  413: ['PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'IMAGE_UNDECODABLE'],
  422: ['UNPROCESSABLE_IMAGE', 'IMAGE_UNDECODABLE'],
  429: ['RATE_LIMITED', 'TOO_MANY_IMAGES'],
  502: ['UPSTREAM_FAILED', 'IMAGE_FETCH_FAILED'],
  503: ['SERVICE_UNAVAILABLE', 'IMAGE_REQUEST_REFUSED'],
  504: ['UPSTREAM_TIMEOUT', 'IMAGE_UPSTREAM_TIMEOUT'],
};

/** The image pipeline's `{message}` refusals in the one error shape, worded in the request's language. */
async function worded(request: Request, response: Response): Promise<Response> {
  const known = REFUSALS[response.status];
  if (response.ok || !response.headers.get('content-type')?.startsWith('application/json')) return response;
  const detail = String(((await response.json().catch(() => ({}))) as { message?: unknown }).message ?? '');
  const [code, reason] = known ?? ['INTERNAL', 'UNEXPECTED_ERROR'];
  const retry = Number(response.headers.get('retry-after'));
  const params = { detail, ...(retry > 0 ? { retryAfterSeconds: retry } : {}) };
  const headers = Object.fromEntries(response.headers);
  delete headers['content-length'];
  return refusal(response.status, code, reason, params, languageOfRequest(request.headers), headers);
}
