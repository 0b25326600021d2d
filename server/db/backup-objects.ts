// The images a backup does not copy: objects in the S3 bucket (/media/s3/<kind>/<file>) and Cloudinary
// public ids, named by the records in the backup's own snapshot. Bucket objects are each checked to
// exist (HEAD); a missing one is named in the result, but does not fail the backup: the rows are still
// worth keeping, and the operator learns which pictures to look for. Cloudinary ids are listed only
// (a lookup per image would spend the account's API quota).
import type { Sql } from './backup-tables.ts';

/** The image columns the records point from (the same as moving images in). */
const COLUMNS: Array<[string, string[]]> = [
  ['Screen', ['imageUrl', 'cloudinaryUrl']],
  ['App', ['logo', 'cloudinaryLogo']],
  ['Category', ['iconUrl', 'cloudinaryIconUrl']],
];
const S3_ADDRESS = /^\/media\/s3\/([^/?#]+\/[^/?#]+)$/;
const CLOUDINARY =
  /^https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/(?:[^/]*,[^/]*\/|[a-z]_[^/]*\/)*(?:v\d+\/)?(.+?)(?:\.[a-z0-9]+)?$/i;

export type ObjectHead = (key: string) => Promise<{ size: number; etag: string } | null>;
export type ObjectManifest = { s3: string[]; cloudinary: string[] };

/** Every distinct remote image the records point to, read in the caller's snapshot. */
export async function remoteImages(sql: Sql): Promise<ObjectManifest> {
  const selects = COLUMNS.flatMap(([t, cols]) =>
    cols.map(
      (c) =>
        `SELECT "${c}" AS u FROM "${t}" WHERE "${c}" LIKE '/media/s3/%' OR "${c}" LIKE 'https://res.cloudinary.com/%'`,
    ),
  );
  const { rows } = (await sql.query(`SELECT DISTINCT u FROM (${selects.join(' UNION ALL ')}) AS a ORDER BY u`)) as {
    rows: { u: string }[];
  };
  const out: ObjectManifest = { s3: [], cloudinary: [] };
  for (const { u } of rows) {
    const s3 = S3_ADDRESS.exec(u)?.[1];
    if (s3) out.s3.push(decodeURIComponent(s3));
    const id = s3 ? undefined : CLOUDINARY.exec(u)?.[1];
    if (id) out.cloudinary.push(id);
  }
  out.cloudinary = [...new Set(out.cloudinary)];
  return out;
}

export type ObjectCheck = { count: number; bytes: number; missing: string[]; cloudinary: number };

/**
 * Writes the manifest's lines (`{"object": key, "size", "etag"}`, `{"object": key, "missing": true}`,
 * `{"cloudinary": id}`) after checking each bucket object, a few at a time.
 */
export async function writeManifest(
  manifest: ObjectManifest,
  line: (text: string) => Promise<void>,
  head: ObjectHead | undefined,
  say: (line: string) => void,
): Promise<ObjectCheck> {
  const check: ObjectCheck = { count: 0, bytes: 0, missing: [], cloudinary: manifest.cloudinary.length };
  const PARALLEL = 8;
  for (let i = 0; i < manifest.s3.length; i += PARALLEL) {
    const keys = manifest.s3.slice(i, i + PARALLEL);
    const heads = head ? await Promise.all(keys.map((k) => head(k))) : keys.map(() => undefined);
    for (const [j, key] of keys.entries()) {
      const h = heads[j];
      check.count++;
      if (h === null) check.missing.push(key);
      if (h) check.bytes += h.size;
      const rec = h
        ? { object: key, size: h.size, etag: h.etag }
        : h === null
          ? { object: key, missing: true }
          : { object: key };
      await line(JSON.stringify(rec));
    }
    if (check.count % 1000 < PARALLEL && check.count >= 1000) say(`image objects checked: ${check.count}`);
  }
  for (const id of manifest.cloudinary) await line(JSON.stringify({ cloudinary: id }));
  if (check.count) say(`image objects in the bucket: ${check.count}, ${check.missing.length} missing`);
  if (check.cloudinary) say(`Cloudinary images listed: ${check.cloudinary}`);
  return check;
}
