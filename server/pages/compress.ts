import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, preferredEncoding } from '../cache/accept-encoding.ts';

export type { Encoding };

export const pickEncoding = (request: Request): Encoding => preferredEncoding(request.headers.get('accept-encoding'));

export function compress(body: Buffer, encoding: Encoding, level: 'fast' | 'best'): Buffer {
  if (encoding === 'br') {
    const quality = level === 'best' ? 11 : 5;
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: level === 'best' ? 9 : 6 });
  return body;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
export const isCompressible = (type: string) => COMPRESSIBLE.test(type);
