// How a picture looks, for similar screens (docs/similar-screens.md): a 64-bit perceptual difference hash
// (dHash: 9×8 grey thumbnail, one bit per "left clearly brighter than right") and a 4×8 grid (4 wide, 8 tall, a
// phone screen's proportions) of mean colours in OKLab, where distances follow what the eye sees; and the
// layout: where the picture has detail (text, fields, lines, buttons), whatever its palette or a dark theme.
import type Sharp from 'sharp';
import { rgbToOklab } from './oklab.ts';

let loaded: Promise<typeof Sharp> | undefined;
const sharpLib = () => {
  loaded ??= import('sharp').then(({ default: s }) => s);
  return loaded;
};

export type Look = { hash: string; grid: number[]; layout: number[] };
export const GRID_W = 4;
export const GRID_H = 8;
export const LAYOUT_W = 6;
export const LAYOUT_H = 12;
const THUMB_W = 72;
const THUMB_H = 128;

export async function computeLook(original: Buffer): Promise<Look> {
  const sharp = await sharpLib();
  // Decoded once (a screenshot is large): both measures are read from a small uncompressed copy.
  const source = await sharp(original)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(THUMB_W, THUMB_H, { fit: 'fill' })
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
    const lab = rgbToOklab([rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number]);
    for (const v of [lab.l, lab.a, lab.b]) grid.push(Math.round(v * 1000) / 1000);
  }
  return { hash, grid, layout: await layoutOf(sharp, source) };
}

/**
 * Mean edge strength (grey differences to the right and below) in a LAYOUT_W×LAYOUT_H grid of the thumbnail,
 * centred and scaled to unit length: two screens whose text and controls stand in the same places correlate,
 * whatever colours they are drawn in (edges are differences, so a dark theme has the same ones).
 */
async function layoutOf(sharp: typeof Sharp, source: Buffer): Promise<number[]> {
  const g = await sharp(source).greyscale().raw().toBuffer();
  const cells = new Array<number>(LAYOUT_W * LAYOUT_H).fill(0);
  const counts = new Array<number>(LAYOUT_W * LAYOUT_H).fill(0);
  for (let y = 0; y < THUMB_H - 1; y++)
    for (let x = 0; x < THUMB_W - 1; x++) {
      const i = y * THUMB_W + x;
      const v = g[i] as number;
      const edge = Math.abs(v - (g[i + 1] as number)) + Math.abs(v - (g[i + THUMB_W] as number));
      const cell = Math.floor((y * LAYOUT_H) / THUMB_H) * LAYOUT_W + Math.floor((x * LAYOUT_W) / THUMB_W);
      cells[cell] = (cells[cell] as number) + edge;
      counts[cell] = (counts[cell] as number) + 1;
    }
  const means = cells.map((s, i) => s / ((counts[i] as number) || 1));
  const mean = means.reduce((a, b) => a + b, 0) / means.length;
  const centred = means.map((v) => v - mean);
  const norm = Math.hypot(...centred) || 1;
  return centred.map((v) => Math.round((v / norm) * 1000) / 1000);
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
