// The stand-in's multipart/form-data reader. Not Response.formData(): Node 20's undici rejects a body
// when the boundary appears anywhere inside a value, and the Cloudinary SDK's boundaries are short
// ([a-z0-9] left of 12 random base64 bytes, 3 characters at times), so about one upload in a few
// thousand (a base64 data URI of ~95 KB) was refused and never answered. RFC 2046 only ends a part at
// CRLF "--" boundary, which base64 cannot contain.

/** Text fields by name, or null when the body is not complete multipart (a client killed mid-upload). */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string> | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const text = body.toString('latin1');
  if (!text.startsWith(`--${boundary}`)) return null;
  const parts = `\r\n${text}`.split(`\r\n--${boundary}`).slice(1);
  // Only a body that reached the close delimiter is whole.
  if (!parts.pop()?.startsWith('--')) return null;
  const fields: Record<string, string> = {};
  for (const part of parts) {
    const headerEnd = part.indexOf('\r\n\r\n');
    const name = headerEnd < 0 ? undefined : /\bname="([^"]*)"/i.exec(part.slice(0, headerEnd))?.[1];
    if (name === undefined) return null;
    fields[name] = Buffer.from(part.slice(headerEnd + 4), 'latin1').toString('utf8');
  }
  return fields;
}
