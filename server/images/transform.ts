// Parameter parsing, format negotiation and the sharp pipeline shared by /media variants and
// /proxy-image. Sources are always untrusted bytes: sniffed first, pixel-capped before decoding,
// and never enlarged.
import type Sharp from 'sharp';
import { badRequest, HttpError, tooLarge, undecodable, unsupported } from './errors.ts';
import {
  ALLOWED_DIMENSIONS,
  ALLOWED_QUALITIES,
  AVIF_EFFORT,
  type ImageLimits,
  QUALITY_RANGE,
  snapTo,
} from './limits.ts';
import { CONTENT_TYPES, type RasterFormat, sniffRaster } from './sniff.ts';

export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png';
/** `legacy` = negotiated auto for a client without AVIF/WebP: PNG for PNG/GIF sources, else JPEG. */
export type FormatToken = OutputFormat | 'original' | 'legacy';
export type TransformParams = { width?: number; height?: number; format: FormatToken; quality: number };

const NAMED: Record<string, OutputFormat | 'original'> = {
  webp: 'webp',
  avif: 'avif',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  original: 'original',
};

export const DEFAULT_QUALITY = 80;

// sharp (libvips, ~30 MB resident) loads with the first image to read. libvips' own operation cache
// (up to 50 MB) is off: every variant is produced once and kept on disk by the variant service.
let loaded: Promise<typeof Sharp> | undefined;
const sharp = () =>
  (loaded ??= import('sharp').then(({ default: s }) => {
    s.cache(false);
    return s;
  }));

function intParam(raw: string | null, name: string, min: number, max: number): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,6}$/.test(raw)) throw badRequest(`${name} must be a positive integer`);
  const n = Number(raw);
  if (n < min || n > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return n;
}

export function negotiate(accept: string | null): OutputFormat | 'legacy' {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'legacy';
}

/** Reads width/height/format/quality under the names a route uses (proxy: long, media: short). */
export function parseTransform(
  search: URLSearchParams,
  names: { width: string; height: string; format: string; quality: string },
  accept: string | null,
  limits: ImageLimits,
): TransformParams & { negotiated: boolean } {
  const max = limits.maxOutputDimension;
  const snap = (n: number | undefined) => (n === undefined ? undefined : snapTo(ALLOWED_DIMENSIONS, n));
  const width = snap(intParam(search.get(names.width), names.width, 1, max));
  const height = snap(intParam(search.get(names.height), names.height, 1, max));
  const quality = snapTo(
    ALLOWED_QUALITIES,
    intParam(search.get(names.quality), names.quality, QUALITY_RANGE.min, QUALITY_RANGE.max) ?? DEFAULT_QUALITY,
  );
  const rawFormat = (search.get(names.format) ?? '').toLowerCase();
  if (rawFormat === '' || rawFormat === 'auto') {
    return { width, height, quality, format: negotiate(accept), negotiated: true };
  }
  const named = NAMED[rawFormat];
  if (!named) throw badRequest(`${names.format} must be auto, webp, avif, jpeg, png or original`);
  return { width, height, quality, format: named, negotiated: false };
}

function outputFor(token: FormatToken, source: RasterFormat): OutputFormat | 'gif' {
  if (token === 'original') return source;
  if (token === 'legacy') return source === 'png' || source === 'gif' ? 'png' : 'jpeg';
  return token;
}

export type Transformed = { data: Buffer; contentType: string; width: number; height: number };

export async function transformImage(source: Buffer, p: TransformParams, limits: ImageLimits): Promise<Transformed> {
  const kind = sniffRaster(source);
  if (!kind) throw unsupported('source is not a JPEG, PNG, WebP, AVIF or GIF image');
  const out = outputFor(p.format, kind);
  try {
    let img = (await sharp())(source, { limitInputPixels: limits.maxInputPixels, failOn: 'error', animated: false })
      .autoOrient()
      .resize({ width: p.width, height: p.height, fit: 'inside', withoutEnlargement: true });
    if (out === 'webp') img = img.webp({ quality: p.quality });
    else if (out === 'avif') img = img.avif({ quality: p.quality, effort: AVIF_EFFORT });
    else if (out === 'jpeg') img = img.jpeg({ quality: p.quality, mozjpeg: true });
    else if (out === 'png') img = img.png();
    else img = img.gif();
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    return { data, contentType: CONTENT_TYPES[out], width: info.width, height: info.height };
  } catch (err) {
    throw mapSharpError(err);
  }
}

export function mapSharpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return tooLarge('source image has too many pixels');
  return undecodable('source image could not be decoded');
}

/** Dimensions without decoding pixels; used by the local host to report what it stored. */
export async function probe(source: Buffer, limits: ImageLimits) {
  const kind = sniffRaster(source);
  if (!kind) throw unsupported('not a JPEG, PNG, WebP, AVIF or GIF image');
  try {
    const meta = await (await sharp())(source, { limitInputPixels: limits.maxInputPixels }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > limits.maxInputPixels) throw tooLarge('image has too many pixels');
    return { kind, width: meta.width, height: meta.height };
  } catch (err) {
    throw mapSharpError(err);
  }
}
