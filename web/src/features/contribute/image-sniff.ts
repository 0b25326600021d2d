// A file's type read from its first bytes (issue 53): the browser's `File.type` comes from the name, so
// a text file called fake.png passed as "ready to send" and only the server refused it.

const starts = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** image/png, image/jpeg or image/webp when the bytes say so, else null. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  if (starts(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, 0, ascii('RIFF')) && starts(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** Each file's type from its bytes (12 are read of each), in the order given. */
export async function sniffTypes(files: readonly File[]): Promise<Map<File, string | null>> {
  const types = await Promise.all(
    files.map(async (file) => {
      try {
        return imageTypeOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
      } catch {
        return null; // unreadable (moved, revoked): not sent
      }
    }),
  );
  return new Map(files.map((file, i) => [file, types[i] ?? null]));
}
