// Maps URL paths onto files under a root directory without ever leaving it. Both the /media
// route and the proxy's local sources go through here, so traversal rules live in one place.
import { open, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { badRequest, notFound, tooLarge } from './errors.ts';

export type LocalFile = { file: string; rel: string; size: number; mtimeMs: number };

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
export const MEDIA_ROUTE = /^\/media\/([^/]+)\/([^/]+)$/;

/** `rel` is a URL path below the root ("screens/a.png"); each segment is percent-decoded once. */
export async function resolveUnder(root: string, rel: string): Promise<LocalFile> {
  let segments: string[];
  try {
    segments = rel.split('/').filter((s, i) => !(i === 0 && s === '')).map(decodeURIComponent);
  } catch {
    throw badRequest('malformed path');
  }
  // Decoded segments must still be plain names: this refuses "..", "%2e%2e", "a%2fb", "\\", NUL, dotfiles.
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) throw badRequest('invalid path');
  const base = resolve(root);
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep)) throw badRequest('invalid path');
  try {
    const st = await stat(file);
    if (!st.isFile()) throw notFound('not found');
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
