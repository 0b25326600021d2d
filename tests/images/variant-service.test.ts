import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskCache } from '../../server/images/disk-cache.ts';
import { HttpError } from '../../server/images/errors.ts';
import { Lru } from '../../server/images/lru.ts';
import { sniffRaster } from '../../server/images/sniff.ts';
import { createGate, etagMatches } from '../../server/images/variant-service.ts';
import { HTML, png, SVG } from './support/fixtures.ts';

describe('createGate', () => {
  it('bounds concurrency and turns away work past the queue limit with 503', async () => {
    const gate = createGate(2, 1);
    let active = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const job = () =>
      gate(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise<void>((r) => releases.push(r));
        active--;
      });
    const running = [job(), job(), job()];
    await expect(job()).rejects.toMatchObject({ status: 503 });
    expect(await job().catch((e: unknown) => e instanceof HttpError)).toBe(true);
    expect(releases).toHaveLength(2);
    // Each release lets the queued job in; drain until everything has run.
    for (let i = 0; i < 3; i++) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(running);
    expect(peak).toBe(2);
  });
});

describe('etagMatches', () => {
  it('uses weak comparison over a list, and * matches anything', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(null, '"b"')).toBe(false);
  });
});

describe('sniffRaster', () => {
  it('recognises raster formats by magic bytes only', async () => {
    expect(sniffRaster(await png(2, 2))).toBe('png');
    expect(sniffRaster(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffRaster(Buffer.from('GIF89a..'))).toBe('gif');
    expect(sniffRaster(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffRaster(Buffer.from('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf', 'latin1'))).toBe('avif');
    expect(sniffRaster(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBeNull();
    for (const junk of [SVG, HTML, Buffer.alloc(0), Buffer.from('\x89PN', 'latin1')])
      expect(sniffRaster(junk)).toBeNull();
  });
});

describe('Lru', () => {
  it('evicts least recently used entries by count and by weight', () => {
    const lru = new Lru<Buffer>(3, 10, (b) => b.length);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.get('a');
    lru.set('c', Buffer.alloc(4));
    expect([lru.get('a') !== undefined, lru.get('b') !== undefined, lru.get('c') !== undefined]).toEqual([
      true,
      false,
      true,
    ]);
    lru.set('huge', Buffer.alloc(11));
    expect(lru.get('huge')).toBeUndefined();
  });
});

describe('DiskCache', () => {
  it('evicts the oldest entries once the disk budget is exceeded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-cache-'));
    const cache = new DiskCache(dir, { maxDiskBytes: 3000, memoryBytes: 0 });
    for (let i = 0; i < 5; i++) {
      await cache.put(`k${i}`.padEnd(8, '0'), Buffer.alloc(1000, i), 'image/webp');
      await new Promise((r) => setTimeout(r, 15));
      await cache.sweep();
    }
    const fresh = new DiskCache(dir);
    const present = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => (await fresh.get(`k${i}`.padEnd(8, '0'))) !== null),
    );
    // k3 pushed the total to 4000 > 3000: k0 and k1 went, leaving 2000 (≤ 80 %); k4 then fit exactly.
    expect(present).toEqual([false, false, true, true, true]);
    rmSync(dir, { recursive: true, force: true });
  });
});
