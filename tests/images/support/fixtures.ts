// Image bytes for tests, including hostile ones built by hand (headers that lie about size).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export async function png(width: number, height: number, noise = false): Promise<Buffer> {
  const img = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } : {}),
    },
  });
  return img.png().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A valid 1-bit grayscale PNG of any size: rows of zeros deflate to almost nothing. */
export function bilevelPng(width: number, height: number, rows = height): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const raw = Buffer.alloc(rows * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Header claims width×height; the pixel data is a single row, so only the header is honest-looking. */
export const lyingHeaderPng = (width: number, height: number) => bilevelPng(width, height, 1);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://169.254.169.254/"/></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
