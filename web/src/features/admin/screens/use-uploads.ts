import { useCallback, useRef, useState } from 'react';
import { adminAuthorization } from '@/lib/admin-token';

/** Files sent at once: the in-flight caps refuse more with a 429/503, which is waited out anyway. */
const IN_FLIGHT = 3;
export const MAX_FILES = 100;
export const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

export type UploadState = 'waiting' | 'sending' | 'stored' | 'refused' | 'failed';
export type Upload = { key: string; file: File; state: UploadState; reason?: string };

const byName = (a: File, b: File) => a.name.localeCompare(b.name, undefined, { numeric: true });

/** The server's name for a file's upload: the app and the hash of its bytes (so a file is known again). */
async function uploadKey(appId: number, file: File): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `intake-${appId}-${hex.slice(0, 20)}`;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The upload queue of one app: files in file-name order, a few at a time, each its own request; a
 * 429/503 is retried after its Retry-After; a refusal keeps the server's reason (in `lang`) beside the
 * file; a file already on the server (`known` keys) is not sent again.
 */
export function useUploads(appId: number, lang: string, onStored: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<Upload[]>([]);
  const running = useRef(0);

  const patch = useCallback((key: string, next: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...next } : u)));
  }, []);

  const send = useCallback(
    async (u: Upload, order: number) => {
      patch(u.key, { state: 'sending', reason: undefined });
      const q = new URLSearchParams({ name: u.file.name, order: String(order) });
      for (;;) {
        let res: Response;
        try {
          res = await fetch(`/api/admin/apps/${appId}/uploads?${q}`, {
            method: 'PUT',
            headers: { authorization: adminAuthorization() ?? '', 'accept-language': lang },
            body: u.file,
          });
        } catch {
          patch(u.key, { state: 'failed' });
          return;
        }
        if (res.status === 429 || res.status === 503) {
          await wait(Number(res.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        if (res.ok) patch(u.key, { state: 'stored' });
        else {
          const body = (await res.json().catch(() => ({}))) as { message?: string };
          patch(u.key, { state: res.status >= 500 ? 'failed' : 'refused', reason: body.message });
        }
        return;
      }
    },
    [appId, lang, patch],
  );

  const pump = useCallback(
    (orders: Map<string, number>) => {
      while (running.current < IN_FLIGHT && queue.current.length) {
        const next = queue.current.shift() as Upload;
        running.current++;
        void send(next, orders.get(next.key) ?? 0).finally(() => {
          running.current--;
          if (!queue.current.length && running.current === 0) onStored();
          pump(orders);
        });
      }
    },
    [send, onStored],
  );

  const orders = useRef(new Map<string, number>());
  const add = useCallback(
    async (files: File[], known: Set<string>, firstOrder: number) => {
      const sorted = files.slice(0, MAX_FILES).sort(byName);
      const added: Upload[] = [];
      for (const [i, file] of sorted.entries()) {
        const key = await uploadKey(appId, file);
        orders.current.set(key, firstOrder + i);
        added.push({ key, file, state: known.has(key) ? 'stored' : 'waiting' });
      }
      setUploads((list) => [...list.filter((u) => !added.some((a) => a.key === u.key)), ...added]);
      queue.current.push(...added.filter((u) => u.state === 'waiting'));
      pump(orders.current);
    },
    [appId, pump],
  );

  const retry = useCallback(
    (u: Upload) => {
      queue.current.push(u);
      pump(orders.current);
    },
    [pump],
  );

  return { uploads, add, retry };
}
