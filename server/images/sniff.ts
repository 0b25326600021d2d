// Source type is decided by magic bytes only: names, extensions and upstream Content-Type are
// attacker-controlled, and SVG/HTML must never reach the decoder (SVG can pull external resources).
export type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (b: Uint8Array, start: number, end: number) => Buffer.from(b.subarray(start, end)).toString('latin1');

function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(Buffer.from(b.buffer, b.byteOffset, 4).readUInt32BE(0), b.length, 256);
  // Major brand at 8..12, compatible brands from 16 on; "mif1" files often list avif only there.
  for (let off = 8; off + 4 <= boxSize; off += off === 8 ? 8 : 4) {
    const brand = ascii(b, off, off + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

export function sniffRaster(b: Uint8Array): RasterFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(b)) return 'avif';
  return null;
}

export const CONTENT_TYPES: Record<RasterFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
