// How a picture looks, for similar screens (docs/similar-screens.md): a 64-bit perceptual difference hash
// (dHash: 9×8 grey thumbnail, one bit per "left clearly brighter than right") and a 4×8 grid (4 wide, 8 tall, a
// phone screen's proportions) of mean colours in OKLab, where distances follow what the eye sees.
import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;
const sharpLib = () => {
  loaded ??= import('sharp').then(({ default: s }) => s);
  return loaded;
};

export type Look = { hash: string; grid: number[] };
export const GRID_W = 4;
export const GRID_H = 8;

/** sRGB 0..255 to OKLab (L 0..1, a and b about −0.4..0.4). */
export function oklab(r: number, g: number, b: number): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** The look of an encoded image (PNG, JPEG, WebP…). */
export async function computeLook(original: Buffer): Promise<Look> {
  const sharp = await sharpLib();
  // Decoded once (a screenshot is large): both measures are read from a small uncompressed copy.
  const source = await sharp(original)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(72, 128, { fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const hash = await dHash(sharp, source, 8, 8);
  const rgb = await sharp(source)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(GRID_W, GRID_H, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grid: number[] = [];
  for (let i = 0; i < GRID_W * GRID_H; i++) {
    for (const v of oklab(rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number))
      grid.push(Math.round(v * 1000) / 1000);
  }
  return { hash, grid };
}

/** A difference smaller than this (of 255) is no edge: flat areas hash the same after re-encoding. */
const EDGE = 3;

/** dHash: a w×h grid of bits from a (w+1)×h grey thumbnail ("left brighter than right"), as hex. */
async function dHash(sharp: typeof Sharp, source: Buffer, w: number, h: number) {
  const grey = await sharp(source)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(w + 1, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const left = grey[y * (w + 1) + x] as number;
      const right = grey[y * (w + 1) + x + 1] as number;
      bits = (bits << 1n) | (left - right > EDGE ? 1n : 0n);
    }
  return bits.toString(16).padStart((w * h) / 4, '0');
}

/** Bits that differ between two hashes of one size. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}
