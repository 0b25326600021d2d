// Maps URL paths onto files under a root directory without ever leaving it. Both the /media
// route and the proxy's local sources go through here, so traversal rules live in one place.
import { open, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { badRequest, notFound, tooLarge } from './errors.ts';
import { Lru } from './lru.ts';

export type LocalFile = { file: string; rel: string; size: number; mtimeMs: number };

export const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
export const MEDIA_ROUTE = /^\/media\/([^/]+)\/([^/]+)$/;

// A stat per cache hit was a third of the hit cost. Sources change only on re-upload (atomic
// rename), so a variant may lag an overwrite by at most this long; misses are never memoised.
const STAT_TTL_MS = 1000;
const stats = new Lru<{ size: number; mtimeMs: number; at: number }>(10_000);

/** Called after a write in this process so its own uploads are visible at once. */
export const forgetStat = (file: string) => stats.delete(file);

async function statFile(file: string) {
  const now = performance.now();
  const memo = stats.get(file);
  if (memo && now - memo.at < STAT_TTL_MS) return memo;
  const st = await stat(file);
  if (!st.isFile()) throw notFound('not found');
  const fresh = { size: st.size, mtimeMs: st.mtimeMs, at: now };
  stats.set(file, fresh);
  return fresh;
}

/** `rel` is a URL path below the root ("screens/a.png"); each segment is percent-decoded once. */
export async function resolveUnder(root: string, rel: string): Promise<LocalFile> {
  let segments: string[];
  try {
    segments = rel
      .split('/')
      .filter((s, i) => !(i === 0 && s === ''))
      .map(decodeURIComponent);
  } catch {
    throw badRequest('malformed path');
  }
  // Decoded segments must still be plain names: this refuses "..", "%2e%2e", "a%2fb", "\\", NUL, dotfiles.
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) throw badRequest('invalid path');
  const base = resolve(root);
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep)) throw badRequest('invalid path');
  try {
    const st = await statFile(file);
    return { file, rel: segments.join('/'), size: st.size, mtimeMs: st.mtimeMs };
  } catch {
    throw notFound('not found');
  }
}

export async function resolveMedia(mediaDir: string, pathname: string): Promise<LocalFile> {
  const m = MEDIA_ROUTE.exec(pathname);
  if (!m) throw notFound('not found');
  return resolveUnder(mediaDir, `${m[1]}/${m[2]}`);
}

export async function readLocal(f: LocalFile, maxBytes: number): Promise<Buffer> {
  if (f.size > maxBytes) throw tooLarge(`source is ${f.size} bytes; limit ${maxBytes}`);
  const fh = await open(f.file, 'r');
  try {
    return await fh.readFile();
  } finally {
    await fh.close();
  }
}
