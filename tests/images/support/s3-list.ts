// ListObjectsV2 (GET /bucket?list-type=2) as S3 documents it: keys in byte order under a prefix, at most
// max-keys a page, the next page named by an opaque continuation token. The sweeps list the host this way.
import type { StoredObject } from './s3-standin.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function listObjectsV2(
  bucket: string,
  query: string,
  objects: Map<string, StoredObject>,
  modified: Map<string, Date>,
): string {
  const params = new URLSearchParams(query);
  const prefix = params.get('prefix') ?? '';
  const max = Math.min(1000, Math.max(0, Number(params.get('max-keys') ?? 1000) || 1000));
  const token = params.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString() : (params.get('start-after') ?? '');
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map((k) => {
      const o = objects.get(k) as StoredObject;
      const at = (modified.get(k) ?? new Date()).toISOString();
      return `<Contents><Key>${xml(k)}</Key><LastModified>${at}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1) as string).toString('base64url')}</NextContinuationToken>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}
