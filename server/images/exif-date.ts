// When a screenshot was taken, read from its own EXIF block before cleaning strips every tag (issue 61):
// DateTimeOriginal (the Exif IFD's 0x9003), else the picture's DateTime (IFD0's 0x0132), with the
// offset (0x9011) when the camera wrote one. The block is found in the file's bytes without decoding
// any pixel: a JPEG's APP1 "Exif", a PNG's eXIf chunk, a WebP's EXIF chunk (the same TIFF structure
// sharp's metadata().exif gives). Anything unreadable or implausible is no date, never an error.

const EXIF_IFD = 0x8769;
const DATE_TIME = 0x0132;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
/** Screenshots older than this are a wrong clock, not a capture. */
const EARLIEST = Date.UTC(2000, 0, 1);

/** The TIFF block inside `bytes` (JPEG, PNG or WebP), or null. A leading "Exif\0\0" is skipped. */
export function exifBlock(bytes: Buffer): Buffer | null {
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] as number;
      if (marker === 0xda || marker === 0xd9) break; // the pixels start: no more headers
      const size = bytes.readUInt16BE(at + 2);
      if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
        return bytes.subarray(at + 10, at + 2 + size);
      }
      at += 2 + size;
    }
    return null;
  }
  if (bytes.length > 8 && bytes.toString('latin1', 1, 4) === 'PNG') {
    for (let at = 8; at + 8 <= bytes.length; ) {
      const size = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      if (type === 'eXIf') return stripHeader(bytes.subarray(at + 8, at + 8 + size));
      if (type === 'IDAT' || type === 'IEND') return null;
      at += 12 + size;
    }
    return null;
  }
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    for (let at = 12; at + 8 <= bytes.length; ) {
      const type = bytes.toString('latin1', at, at + 4);
      const size = bytes.readUInt32LE(at + 4);
      if (type === 'EXIF') return stripHeader(bytes.subarray(at + 8, at + 8 + size));
      at += 8 + size + (size % 2);
    }
  }
  return null;
}

const stripHeader = (b: Buffer) => (b.toString('latin1', 0, 6) === 'Exif\0\0' ? b.subarray(6) : b);

type Tags = Map<number, { type: number; count: number; value: number }>;

function readIfd(tiff: Buffer, offset: number, little: boolean): Tags {
  const tags: Tags = new Map();
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  if (offset + 2 > tiff.length) return tags;
  const entries = Math.min(u16(offset), 500);
  for (let i = 0; i < entries; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > tiff.length) break;
    const type = u16(at + 2);
    const count = u32(at + 4);
    // ASCII values longer than 4 bytes live at an offset; shorter ones sit in the entry itself.
    const value = type === 2 && count <= 4 ? at + 8 : u32(at + 8);
    tags.set(u16(at), { type, count, value });
  }
  return tags;
}

function ascii(tiff: Buffer, tag: { type: number; count: number; value: number } | undefined): string | null {
  if (!tag || tag.type !== 2 || tag.value + tag.count > tiff.length) return null;
  return tiff
    .toString('latin1', tag.value, tag.value + tag.count)
    .replace(/\0.*$/s, '')
    .trim();
}

/** "2024:03:05 10:20:30" (+ "-03:00") → a Date; local times without an offset are read as UTC. */
export function parseExifDateTime(text: string | null, offset?: string | null): Date | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  let ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const check = new Date(ms);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23) return null;
  const off = /^([+-])(\d{2}):(\d{2})$/.exec(offset ?? '');
  if (off) ms -= (off[1] === '-' ? -1 : 1) * (Number(off[2]) * 60 + Number(off[3])) * 60_000;
  if (ms < EARLIEST || ms > Date.now() + 24 * 3600_000) return null;
  return new Date(ms);
}

/** The capture date in a TIFF/EXIF block (sharp's metadata().exif or exifBlock's), or null. */
export function exifDateOf(block: Buffer | null | undefined): Date | null {
  if (!block) return null;
  try {
    const tiff = stripHeader(block);
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return null;
    const little = order === 'II';
    const ifd0 = readIfd(tiff, little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4), little);
    const pointer = ifd0.get(EXIF_IFD);
    const exif = pointer ? readIfd(tiff, pointer.value, little) : new Map();
    return (
      parseExifDateTime(ascii(tiff, exif.get(DATE_TIME_ORIGINAL)), ascii(tiff, exif.get(OFFSET_TIME_ORIGINAL))) ??
      parseExifDateTime(ascii(tiff, ifd0.get(DATE_TIME)))
    );
  } catch {
    return null;
  }
}

/** The capture date written in an image file's own metadata, or null. */
export const capturedAtOf = (bytes: Buffer): Date | null => exifDateOf(exifBlock(bytes));
