// Write-once cache of transformed images. Each entry is a data file plus a small JSON sidecar
// holding the strong ETag (a hash of the bytes, computed once at write time so hits never hash).
// Hot entries are indexed in memory, and small bodies kept in memory too, so a hit is usually
// served without touching the disk at all.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Lru } from './lru.ts';

export type CacheEntry = { etag: string; contentType: string; size: number; path: string };
export type CacheBody = Uint8Array | ReadableStream<Uint8Array>;

export type DiskCacheOptions = {
  indexEntries?: number;
  /** Total bytes of bodies kept in memory. */
  memoryBytes?: number;
  /** Bodies above this size are always streamed from disk. */
  memoryItemBytes?: number;
  /** Disk budget; past it the oldest entries are deleted down to 80 % (distinct sizes are unbounded). */
  maxDiskBytes?: number;
};

export const cacheKey = (...parts: Array<string | number | undefined>) =>
  createHash('sha256')
    .update(parts.map((p) => String(p ?? '')).join('\u0000'))
    .digest('hex');

export class DiskCache {
  private readonly index: Lru<CacheEntry>;
  private readonly bodies: Lru<Buffer>;
  private readonly itemBytes: number;
  private readonly maxDiskBytes: number;
  private diskBytes: number | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    opts: DiskCacheOptions = {},
  ) {
    this.index = new Lru(opts.indexEntries ?? 20_000);
    this.bodies = new Lru(Number.MAX_SAFE_INTEGER, opts.memoryBytes ?? 64 * 1024 * 1024, (b) => b.length);
    this.itemBytes = opts.memoryItemBytes ?? 512 * 1024;
    this.maxDiskBytes = opts.maxDiskBytes ?? 2 * 1024 ** 3;
  }

  private pathFor(key: string) {
    return join(this.dir, key.slice(0, 2), key);
  }

  async get(key: string): Promise<CacheEntry | null> {
    const hit = this.index.get(key);
    if (hit) return hit;
    try {
      const meta = JSON.parse(await readFile(`${this.pathFor(key)}.json`, 'utf8')) as CacheEntry;
      const entry = { ...meta, path: this.pathFor(key) };
      this.index.set(key, entry);
      return entry;
    } catch {
      return null;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<CacheEntry> {
    const path = this.pathFor(key);
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
    const entry: CacheEntry = { etag, contentType, size: data.length, path };
    // Data first, sidecar last: a sidecar on disk always points at complete bytes.
    await atomicWrite(path, data);
    await atomicWrite(`${path}.json`, JSON.stringify({ etag, contentType, size: data.length }));
    this.index.set(key, entry);
    if (data.length <= this.itemBytes) this.bodies.set(key, data);
    if (this.diskBytes !== null) this.diskBytes += data.length;
    if (this.diskBytes === null || this.diskBytes > this.maxDiskBytes) void this.sweep();
    return entry;
  }

  /** Body for a cached entry, or null when the file vanished (the caller regenerates). */
  async body(key: string, entry: CacheEntry): Promise<CacheBody | null> {
    const mem = this.bodies.get(key);
    if (mem) return mem;
    let fh: Awaited<ReturnType<typeof open>>;
    try {
      fh = await open(entry.path, 'r');
    } catch {
      this.forget(key);
      await unlink(`${entry.path}.json`).catch(() => {});
      return null;
    }
    if (entry.size <= this.itemBytes) {
      try {
        const buf = await fh.readFile();
        this.bodies.set(key, buf);
        return buf;
      } finally {
        await fh.close();
      }
    }
    return Readable.toWeb(fh.createReadStream()) as ReadableStream<Uint8Array>;
  }

  /** Measures the cache (once per process, then on overflow) and evicts oldest-written entries. */
  sweep(): Promise<void> {
    this.sweeping ??= this.measureAndEvict()
      .catch(() => {})
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async measureAndEvict(): Promise<void> {
    const files: Array<{ key: string; path: string; size: number; mtimeMs: number }> = [];
    for (const shard of await readdir(this.dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(this.dir, shard)).catch(() => [] as string[])) {
        if (name.includes('.')) continue; // sidecars and temp files ride along with their entry
        const path = join(this.dir, shard, name);
        const st = await stat(path).catch(() => null);
        if (st) files.push({ key: name, path, size: st.size, mtimeMs: st.mtimeMs });
      }
    }
    let total = files.reduce((n, f) => n + f.size, 0);
    if (total > this.maxDiskBytes) {
      files.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const f of files) {
        if (total <= this.maxDiskBytes * 0.8) break;
        this.forget(f.key);
        await unlink(`${f.path}.json`).catch(() => {});
        await unlink(f.path).catch(() => {});
        total -= f.size;
      }
    }
    this.diskBytes = total;
  }

  forget(key: string): void {
    this.index.delete(key);
    this.bodies.delete(key);
  }
}

async function atomicWrite(path: string, data: Buffer | string) {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}
