// A screenshot's palette (issue 60 item 2): the picture shrunk to 64 px wide with sharp, its pixels
// clustered by k-means in OKLab (deterministic seeds: farthest-point from the commonest colour), and at
// most six colours kept with their shares of the picture, largest first. About 10–20 ms a screenshot.
import { deltaE, type Lab, oklabToRgb, rgbToHex, rgbToOklab } from './oklab.ts';

export type PaletteColour = Lab & { hex: string; share: number };

export const PALETTE_SIZE = 6;
/** Colours under this share are noise (anti-aliasing, a stray icon) and not kept. */
export const MIN_SHARE = 0.01;
/** Clusters closer than this are one colour (merged), so a flat screen gets one swatch, not six. */
const MERGE_DELTA = 0.03;

/** Clusters OKLab pixels into at most `k` colours with their shares (pure: tested without images). */
export function clusterPalette(pixels: Lab[], k = PALETTE_SIZE, rounds = 8): PaletteColour[] {
  if (!pixels.length) return [];
  // Seeds: the commonest quantized colour, then repeatedly the pixel farthest from every seed.
  const counts = new Map<string, { lab: Lab; n: number }>();
  for (const p of pixels) {
    const key = `${Math.round(p.l * 20)},${Math.round(p.a * 40)},${Math.round(p.b * 40)}`;
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { lab: p, n: 1 });
  }
  const seeds: Lab[] = [[...counts.values()].sort((x, y) => y.n - x.n)[0]!.lab];
  const candidates = [...counts.values()].filter((c) => c.n >= pixels.length * MIN_SHARE);
  while (seeds.length < k) {
    let best: Lab | null = null;
    let bestD = MERGE_DELTA;
    for (const c of candidates) {
      const d = Math.min(...seeds.map((s) => deltaE(s, c.lab)));
      if (d > bestD) [best, bestD] = [c.lab, d];
    }
    if (!best) break;
    seeds.push(best);
  }
  let centres = seeds.map((s) => ({ ...s }));
  let assign = new Int32Array(pixels.length);
  for (let round = 0; round < rounds; round++) {
    assign = new Int32Array(pixels.length);
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, n: 0 }));
    pixels.forEach((p, i) => {
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      centres.forEach((c, j) => {
        const d = (p.l - c.l) ** 2 + (p.a - c.a) ** 2 + (p.b - c.b) ** 2;
        if (d < bestD) [best, bestD] = [j, d];
      });
      assign[i] = best;
      const s = sums[best]!;
      s.l += p.l;
      s.a += p.a;
      s.b += p.b;
      s.n++;
    });
    centres = sums.map((s, j) => (s.n ? { l: s.l / s.n, a: s.a / s.n, b: s.b / s.n } : centres[j]!));
  }
  const shares = centres.map(() => 0);
  for (const j of assign) shares[j]! += 1 / pixels.length;
  // Merge near-equal clusters (weighted), then keep the sizeable ones, largest first.
  const merged: (Lab & { share: number })[] = [];
  centres
    .map((c, j) => ({ ...c, share: shares[j]! }))
    .sort((x, y) => y.share - x.share)
    .forEach((c) => {
      const into = merged.find((m) => deltaE(m, c) < MERGE_DELTA);
      if (!into) {
        merged.push({ ...c });
        return;
      }
      const w = into.share + c.share;
      into.l = (into.l * into.share + c.l * c.share) / w;
      into.a = (into.a * into.share + c.a * c.share) / w;
      into.b = (into.b * into.share + c.b * c.share) / w;
      into.share = w;
    });
  return merged
    .filter((c) => c.share >= MIN_SHARE)
    .slice(0, k)
    .map((c) => ({
      l: round4(c.l),
      a: round4(c.a),
      b: round4(c.b),
      hex: rgbToHex(oklabToRgb(c)),
      share: round4(c.share),
    }));
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The palette of an image file (PNG, JPEG, WebP…). */
export async function extractPalette(image: Buffer): Promise<PaletteColour[]> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image)
    .resize({ width: 64, withoutEnlargement: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Lab[] = [];
  for (let i = 0; i + 2 < data.length; i += info.channels)
    pixels.push(rgbToOklab([data[i]!, data[i + 1]!, data[i + 2]!]));
  return clusterPalette(pixels);
}
