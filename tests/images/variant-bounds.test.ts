import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandler, LocalImageHost } from '../../server/images/index.ts';
import { ALLOWED_DIMENSIONS, ALLOWED_QUALITIES, snapTo } from '../../server/images/limits.ts';
import { createGate } from '../../server/images/variant-service.ts';
import { IMAGE_PRESETS } from '../../web/src/lib/image-url.ts';
import { png } from './support/fixtures.ts';

let root: string;
let media: (r: Request) => Promise<Response>;
let cacheDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-bounds-'));
  cacheDir = join(root, 'cache');
  await new LocalImageHost(join(root, 'media')).upload({ kind: 'screens', id: 'tall', source: await png(1080, 1920) });
  media = createMediaHandler({ mediaDir: join(root, 'media'), cacheDir });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The disk cache keeps one file per variant under a two-character shard directory.
const cacheFiles = () => readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).includes('/'));

describe('bounded image variants', () => {
  it('the site asks only for allowed sizes and qualities', () => {
    for (const preset of Object.values(IMAGE_PRESETS)) {
      for (const w of preset.widths) expect(ALLOWED_DIMENSIONS).toContain(w);
      expect(ALLOWED_QUALITIES).toContain(preset.quality);
    }
    expect(ALLOWED_DIMENSIONS).toContain(1024);
    expect(ALLOWED_DIMENSIONS).toContain(1820);
  });

  it('snaps to the nearest allowed value, ties going up', () => {
    expect(snapTo(ALLOWED_DIMENSIONS, 641)).toBe(640);
    expect(snapTo(ALLOWED_DIMENSIONS, 800)).toBe(960);
    expect(snapTo(ALLOWED_DIMENSIONS, 1)).toBe(32);
    expect(snapTo(ALLOWED_DIMENSIONS, 2560)).toBe(1820);
    expect(snapTo(ALLOWED_QUALITIES, 1)).toBe(80);
    expect(snapTo(ALLOWED_QUALITIES, 100)).toBe(90);
  });

  it('forty odd widths and qualities make a handful of variants, not forty', async () => {
    const etags = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await media(
        new Request(`http://app.test/media/screens/tall.png?w=${601 + i * 3}&q=${41 + i}&f=webp`),
      );
      expect(res.status).toBe(200);
      etags.add(res.headers.get('etag') as string);
      if (i === 0) expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
      else await res.arrayBuffer();
    }
    // widths 601..718 snap to 640; qualities 41..80 snap to 80 or 85 (82.5 is the midpoint).
    expect(etags.size).toBeLessThanOrEqual(2);
    expect(cacheFiles().length).toBeGreaterThanOrEqual(1);
    expect(cacheFiles().length).toBeLessThanOrEqual(2);
  });

  it('a queued job whose client left never runs', async () => {
    const gate = createGate(1, 10);
    let release = () => {};
    const first = gate(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    let ran = false;
    const queued = gate(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ status: 499 });
    release();
    await first;
    expect(ran).toBe(false);
  });
});
