import { useEffect, useState } from 'react';
import { INTL_LOCALE, type Language } from '@/i18n/locale';

export type LegalDoc = { id: string; title: string; content: string };
export type LegalDocState =
  | { status: 'loading' }
  | { status: 'ready'; doc: LegalDoc }
  | { status: 'error'; message?: string };

/** A refusal the server worded (its `message`), or none: then the page words the failure itself. */
class ServerWords extends Error {
  constructor(readonly words: string | undefined) {
    super(words ?? 'request failed');
  }
}

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
      headers: { accept: 'application/json', 'accept-language': INTL_LOCALE[language] },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as Partial<LegalDoc> & { message?: string };
        if (!response.ok || typeof body?.content !== 'string') throw new ServerWords(body?.message);
        setState({ status: 'ready', doc: { id: body.id ?? '', title: body.title ?? title, content: body.content } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's own words (in `language`), else the error box's sentence for a failed call.
        setState({ status: 'error', message: error instanceof ServerWords ? error.words : undefined });
      });
    return () => controller.abort();
  }, [title, language]);
  return state;
}
