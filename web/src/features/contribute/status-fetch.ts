// The status page's reads: the secret goes in a POST body or a header, never into an address a proxy,
// CDN or browser history keeps (issue 52 item 7). The REST answers' shapes, as the server writes them.

export type StatusImage = { position: number; flow: string; name: string | null; src: string | null };
export type StatusView = {
  kind: 'app_request' | 'correction' | 'screens' | 'collection_report';
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  subject: string | null;
  message: string;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  expiresAt: string | null;
  appSlug: string | null;
  images: StatusImage[];
};
export type StatusRead = { kind: 'found'; view: StatusView } | { kind: 'notFound' } | { kind: 'failed' };

export async function readStatus(token: string, signal?: AbortSignal): Promise<StatusRead> {
  try {
    const res = await fetch('/api/contributions/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
      signal,
    });
    if (res.status === 404) return { kind: 'notFound' };
    if (!res.ok) return { kind: 'failed' };
    const view = (await res.json()) as StatusView;
    return { kind: 'found', view: { ...view, images: Array.isArray(view.images) ? view.images : [] } };
  } catch (e) {
    if (signal?.aborted) throw e;
    return { kind: 'failed' };
  }
}

/** A waiting capture's bytes (only its visitor's token reads them), as an address the page may show. */
export async function captureUrl(token: string, position: number, signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch(`/api/contributions/images/${position}`, {
      headers: { 'x-contribution-token': token },
      credentials: 'omit',
      signal,
    });
    return res.ok ? URL.createObjectURL(await res.blob()) : null;
  } catch {
    return null;
  }
}

/** The token a status link carries after its '#'. */
export function tokenFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '').trim();
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
