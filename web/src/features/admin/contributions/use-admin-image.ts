import { type RefObject, useCallback, useEffect, useState } from 'react';
import { env } from '@/config/env';

/** Where the server serves a pending submission's cleaned screenshot, to admins only (next to GraphQL). */
export function adminImageUrl(contributionId: number, position: number): string {
  const base = new URL(env.graphqlUrl, window.location.href);
  return new URL(`/api/admin/contributions/${contributionId}/images/${position}`, base).href;
}

/** One screenshot as the moderation view holds it: fetched with the token, shown from an object URL. */
export type AdminImage =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; status: number | null };

/**
 * Fetches an admin-only image with `Authorization: Bearer <token>` (an <img src> cannot send it) once
 * `enabled`, and shows it through an object URL, revoked when the image is left (unmount, new token,
 * new address, retry). `failed` carries the HTTP status (404: the image is gone) or null (no answer,
 * or bytes the browser could not draw: `fail()`).
 */
export function useAdminImage(src: string, token: string | null, enabled: boolean) {
  const [image, setImage] = useState<AdminImage>({ state: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !token) return;
    // `attempt` is read so that a retry runs this again.
    void attempt;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setImage({ state: 'loading' });
    (async () => {
      try {
        const response = await fetch(src, {
          headers: { authorization: `Bearer ${token}` },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!response.ok) return setImage({ state: 'failed', status: response.status });
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ state: 'ready', url: objectUrl });
      } catch {
        if (!controller.signal.aborted) setImage({ state: 'failed', status: null });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, token, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fail = useCallback(() => setImage({ state: 'failed', status: null }), []);
  return { image, retry, fail };
}

/**
 * True once the element comes near the viewport (and from then on): a queue page can hold many
 * submissions of up to ten screenshots each, and only the ones the moderator reaches are fetched.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
