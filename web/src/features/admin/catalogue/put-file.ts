import { adminAuthorization } from '@/lib/admin-token';

/** Sends one image file to an admin upload route; resolves to the server's refusal words, or null. */
export async function putFile(path: string, file: File, language: string): Promise<string | null> {
  const res = await fetch(path, {
    method: 'PUT',
    headers: {
      authorization: adminAuthorization() ?? '',
      'content-type': file.type || 'application/octet-stream',
      'accept-language': language,
    },
    body: file,
  });
  if (res.ok) return null;
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? String(res.status);
}
