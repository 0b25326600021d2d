import { useEffect, useState } from 'react';
import type { Language } from '@/i18n/locale';

export type LegalDoc = { id: string; title: string; content: string };
export type LegalDocState =
  | { status: 'loading' }
  | { status: 'ready'; doc: LegalDoc }
  | { status: 'error'; message: string };

/** The API's address for a text, by its Portuguese title (`GET /api/docs/{title}`, `?lang=en`). */
export function legalDocPath(title: string, language: Language): string {
  return `/api/docs/${encodeURIComponent(title)}${language === 'en' ? '?lang=en' : ''}`;
}

/**
 * Loads a legal text on demand (spec section 2: fallback 'Carregando...' meanwhile). Fetched in the
 * browser only, so the server-rendered page and the first browser render agree (both loading).
 */
export function useLegalDoc(title: string, language: Language): LegalDocState {
  const [state, setState] = useState<LegalDocState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(new URL(legalDocPath(title, language), window.location.origin), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as Partial<LegalDoc> & { message?: string };
        if (!response.ok || typeof body?.content !== 'string') {
          throw new Error(body?.message || `${response.status}: ${response.statusText}`);
        }
        setState({ status: 'ready', doc: { id: body.id ?? '', title: body.title ?? title, content: body.content } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [title, language]);
  return state;
}
