import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoApps, demoCategories } from '../../server/demo/catalogue.ts';
import {
  categoryIconSvg,
  logoSvg,
  renderCategoryIconPng,
  renderLogoPng,
  renderScreenPng,
  screenSvg,
} from '../../server/demo/render.ts';

const planned = demoApps.filter((a) => a.status === 'Planejado');
const live = demoApps.filter((a) => a.status !== 'Planejado');

describe('demo image rendering', { timeout: 60_000 }, () => {
  const app = live.find((a) => a.key === 'gov-br')!;
  const screen = app.screens[1]!;

  it('builds well-formed SVG for every screen, logo and icon', () => {
    const bad = /NaN|undefined|Infinity|&(?!amp;|lt;|gt;|quot;|apos;)/;
    for (const a of demoApps) {
      expect(logoSvg(a)).not.toMatch(bad);
      for (const s of a.screens) expect(screenSvg(a, s)).not.toMatch(bad);
    }
    for (const c of demoCategories) expect(categoryIconSvg(c)).not.toMatch(bad);
  });

  it('renders the same screen to identical bytes', async () => {
    const [a, b] = [await renderScreenPng(app, screen), await renderScreenPng(app, screen)];
    expect(a.equals(b)).toBe(true);
    expect((await renderLogoPng(app)).equals(await renderLogoPng(app))).toBe(true);
  });

  it('renders every screen kind as a non-flat 1080x1920 PNG', async () => {
    const samples = new Map<string, [typeof app, (typeof app.screens)[number]]>();
    for (const a of live) for (const s of a.screens) samples.set(s.kind + s.tags.includes('modal'), [a, s]);
    expect(samples.size).toBeGreaterThanOrEqual(12);
    for (const [a, s] of samples.values()) {
      const png = await renderScreenPng(a, s);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
      const stats = await sharp(png).stats();
      expect(stats.isOpaque).toBe(true);
      expect(stats.channels.slice(0, 3).some((c) => c.stdev > 10 && c.max - c.min > 100)).toBe(true);
    }
  });

  it('renders 256x256 logos and 128x128 category icons', async () => {
    for (const a of [app, planned[0]!]) {
      const meta = await sharp(await renderLogoPng(a)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    }
    for (const c of demoCategories) {
      const png = await renderCategoryIconPng(c);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 128]);
      expect((await sharp(png).stats()).channels[0]!.stdev).toBeGreaterThan(5);
    }
  });
});
