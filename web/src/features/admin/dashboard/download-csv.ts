import { env } from '@/config/env';

/** The REST export lives next to the GraphQL endpoint (same origin unless VITE_GRAPHQL_URL says otherwise). */
function exportUrl(): string {
  return new URL('/api/admin/subscribers.csv', new URL(env.graphqlUrl, window.location.href)).href;
}

/** `attachment; filename="subscribers-2025-01-31.csv"` → the file name, if the server gave one. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetches the subscriber CSV with the bearer token (a plain link could not send it) and saves it
 * under the server's file name. Throws when the server refuses or cannot be reached.
 */
export async function downloadSubscribersCsv(token: string): Promise<void> {
  const response = await fetch(exportUrl(), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? 'subscribers.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it is long saved.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
