// The few S3 calls the image host needs, over the official SDK. Built for S3-compatible servers as
// much as AWS: path-style addressing, and checksums only when an operation requires them (the SDK's
// default aws-chunked CRC bodies are refused or stored wrongly by several self-hosted servers).
import type { S3Client } from '@aws-sdk/client-s3';

export type S3Settings = {
  /** Omitted for AWS itself; a self-hosted server's URL otherwise (http://garage:3900). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type S3Object = { bytes: Buffer; etag: string; contentType: string };
export type S3Head = { etag: string; size: number; contentType: string };

export class S3StoreError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'S3StoreError';
  }
}

// The SDK is loaded by the first call: a server on the local host never pays for it.
const sdk = () => import('@aws-sdk/client-s3');

type Failure = { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };

function failure(op: string, err: unknown): S3StoreError {
  const e = (err ?? {}) as Failure;
  const status = e.$metadata?.httpStatusCode;
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return new S3StoreError(`S3 ${op} timed out`);
  if (status) return new S3StoreError(`S3 refused the ${op}: ${e.name ?? 'error'} (${status})`, status);
  return new S3StoreError(`S3 ${op} failed: ${e.code ?? e.message ?? String(err)}`);
}

const missing = (err: unknown) => {
  const e = (err ?? {}) as Failure;
  return e.$metadata?.httpStatusCode === 404 && (e.name === 'NoSuchKey' || e.name === 'NotFound');
};

export function createS3Store(settings: S3Settings, opts: { timeoutMs?: number } = {}) {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  let client: Promise<S3Client> | undefined;
  const open = () => {
    client ??= sdk().then(
      (m) =>
        new m.S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 2,
          requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
        }),
    );
    return client;
  };
  const Bucket = settings.bucket;
  // Every call has a deadline of its own, retries included.
  const signal = () => ({ abortSignal: AbortSignal.timeout(timeoutMs) });

  return {
    bucket: Bucket,
    async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
      const { PutObjectCommand } = await sdk();
      const cmd = new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType });
      await (await open()).send(cmd, signal()).catch((err) => Promise.reject(failure('upload', err)));
    },
    /** Sends a file from disk as it is read (a backup can be larger than memory should hold). */
    async putFile(key: string, path: string, contentType = 'application/octet-stream'): Promise<void> {
      const [{ PutObjectCommand }, { createReadStream, statSync }] = await Promise.all([sdk(), import('node:fs')]);
      const Body = createReadStream(path);
      const cmd = new PutObjectCommand({
        Bucket,
        Key: key,
        Body,
        ContentType: contentType,
        ContentLength: statSync(path).size,
      });
      await (await open())
        .send(cmd, { abortSignal: AbortSignal.timeout(Math.max(timeoutMs, 10 * 60_000)) })
        .catch((err) => Promise.reject(failure('upload', err)))
        .finally(() => Body.destroy());
    },
    async get(key: string): Promise<S3Object | null> {
      const { GetObjectCommand } = await sdk();
      try {
        const out = await (await open()).send(new GetObjectCommand({ Bucket, Key: key }), signal());
        const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
        return { bytes, etag: out.ETag ?? '', contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (missing(err)) return null;
        throw failure('download', err);
      }
    },
    async head(key: string): Promise<S3Head | null> {
      const { HeadObjectCommand } = await sdk();
      try {
        const out = await (await open()).send(new HeadObjectCommand({ Bucket, Key: key }), signal());
        return { etag: out.ETag ?? '', size: out.ContentLength ?? 0, contentType: out.ContentType ?? '' };
      } catch (err) {
        if (missing(err)) return null;
        throw failure('lookup', err);
      }
    },
    async remove(key: string): Promise<void> {
      const { DeleteObjectCommand } = await sdk();
      await (await open())
        .send(new DeleteObjectCommand({ Bucket, Key: key }), signal())
        .catch((err) => (missing(err) ? undefined : Promise.reject(failure('deletion', err))));
    },
    /** The keys under `prefix`, at most `max` (pages of up to 1000). */
    async list(prefix: string, max: number): Promise<Array<{ key: string; lastModified: Date }>> {
      const { ListObjectsV2Command } = await sdk();
      const found: Array<{ key: string; lastModified: Date }> = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await (await open())
          .send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: Math.min(1000, max) }),
            signal(),
          )
          .catch((err) => Promise.reject(failure('listing', err)));
        for (const o of page.Contents ?? []) {
          if (o.Key) found.push({ key: o.Key, lastModified: o.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken && found.length < max);
      return found.slice(0, max);
    },
    /** HeadBucket: the bucket exists and these credentials may use it. */
    async ping(): Promise<void> {
      const { HeadBucketCommand, GetObjectCommand } = await sdk();
      const s3 = await open();
      try {
        await s3.send(new HeadBucketCommand({ Bucket }), signal());
      } catch (err) {
        const named = (err as Failure).name;
        if ((err as Failure).$metadata?.httpStatusCode && (named === 'Unknown' || named === 'NotFound')) {
          // A HEAD refusal has no body, so no reason: a GET of a probe key gets the server to name it.
          const probe = await s3.send(new GetObjectCommand({ Bucket, Key: '.vitrine-probe' }), signal()).then(
            () => null,
            (why) => why,
          );
          if (probe && !missing(probe)) throw failure('bucket check', probe);
        }
        throw failure('bucket check', err);
      }
    },
  };
}

export type S3Store = ReturnType<typeof createS3Store>;
