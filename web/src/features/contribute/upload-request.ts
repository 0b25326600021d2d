// The screenshots' calls (server/rest/contribution-images.ts): the submission's token in a header,
// never in the address; the server's words in the page's language.
import { INTL_LOCALE, type Language } from '@/i18n/locale';
import { type ImageSummary, type PutResult, readPutAnswer } from './upload-queue';

export const IMAGES_PATH = '/api/contributions/images';
export const TOKEN_HEADER = 'x-contribution-token';

const address = (path: string) => new URL(path, window.location.origin).href;
const headers = (token: string, language: Language) => ({
  [TOKEN_HEADER]: token,
  accept: 'application/json',
  'accept-language': INTL_LOCALE[language],
});

export type PutArgs = {
  token: string;
  position: number;
  file: Blob;
  flow: string;
  notes: string;
  language: Language;
  /** 0–1 of the bytes sent. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * One image, one request: XMLHttpRequest rather than fetch, for its upload progress. Never rejects:
 * no answer at all (a dropped connection, the page leaving) is status 0, a 'network' outcome.
 */
export function putImage(args: PutArgs): Promise<PutResult> {
  return new Promise((resolve) => {
    const query = new URLSearchParams({ flow: args.flow.trim() });
    if (args.notes.trim()) query.set('notes', args.notes.trim());
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', address(`${IMAGES_PATH}/${args.position}?${query}`));
    for (const [name, value] of Object.entries(headers(args.token, args.language))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', args.file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) args.onProgress(Math.min(1, e.loaded / e.total));
    };
    const noAnswer = () => resolve({ kind: 'network' });
    xhr.onerror = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onabort = noAnswer;
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(readPutAnswer(xhr.status, body, xhr.getResponseHeader('retry-after')));
    };
    if (args.signal) {
      if (args.signal.aborted) return noAnswer();
      args.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(args.file);
  });
}

export type ListOutcome =
  | { kind: 'ok'; images: ImageSummary[] }
  | { kind: 'gone'; message: string | null }
  | { kind: 'failed'; message: string | null };

const wordsOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? ((body as { message: string }).message as string)
    : null;

/** What already arrived (after a reload): 404/409 mean the submission takes no more images. */
export async function listImages(
  token: string,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<ListOutcome> {
  try {
    const response = await fetcher(address(IMAGES_PATH), { headers: headers(token, language) });
    const body = await response.json().catch(() => null);
    if (response.ok && Array.isArray(body?.images)) return { kind: 'ok', images: body.images as ImageSummary[] };
    if (response.status === 404 || response.status === 409) return { kind: 'gone', message: wordsOf(body) };
    return { kind: 'failed', message: response.status < 500 ? wordsOf(body) : null };
  } catch {
    return { kind: 'failed', message: null };
  }
}

export type DeleteOutcome = { kind: 'ok' } | { kind: 'gone'; message: string | null } | { kind: 'failed' };

/** Removes one received image; one that is not there any more counts as removed. */
export async function deleteImage(
  token: string,
  position: number,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<DeleteOutcome> {
  try {
    const response = await fetcher(address(`${IMAGES_PATH}/${position}`), {
      method: 'DELETE',
      headers: headers(token, language),
    });
    if (response.ok) return { kind: 'ok' };
    const body = await response.json().catch(() => null);
    if (response.status === 404 && body?.reason === 'CONTRIBUTION_IMAGE_NOT_FOUND') return { kind: 'ok' };
    if (response.status === 404 || response.status === 409) return { kind: 'gone', message: wordsOf(body) };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
