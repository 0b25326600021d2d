// Checks shared by every edge on untrusted input, before it reaches a service or the database.

/**
 * PostgreSQL text cannot hold NUL: any string that carries one is refused at the edge, and so is
 * nesting deeper than any input we take.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return depth > 32;
  for (const v of Object.values(value)) if (containsNul(v, depth + 1)) return true;
  return false;
}

/** True when any query-string name or value carries NUL (URLSearchParams already replaced bad escapes). */
export function queryHasNul(params: URLSearchParams): boolean {
  for (const [k, v] of params) if (k.includes('\0') || v.includes('\0')) return true;
  return false;
}

/** Reads a byte stream, failing with `tooLarge()` as soon as more than `max` bytes have arrived. */
export async function readBounded(
  chunks: AsyncIterable<Uint8Array>,
  max: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > max) throw tooLarge();
    parts.push(chunk);
  }
  return Buffer.concat(parts, size);
}

/** Decoded segment, or null for malformed escapes and NUL (which PostgreSQL text cannot hold). */
export function safeDecode(s: string): string | null {
  try {
    const decoded = decodeURIComponent(s);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
