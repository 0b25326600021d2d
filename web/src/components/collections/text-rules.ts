import type { MessageId } from '@/i18n/messages';

/** The server's limits (issue 38): the inputs carry them as maxLength too. */
export const COLLECTION_LIMITS = { title: 120, description: 500, note: 500 } as const;
export type CollectionField = keyof typeof COLLECTION_LIMITS;

/** The server's rule against links in a collection's text. */
const LINK = /(https?:\/\/|www\.)/i;

const hasControl = (v: string) => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
};

export type TextProblem = { id: MessageId; values?: Record<string, number> };

/**
 * The checks the page makes before sending (the server checks again and has the last word): the
 * title is required, every text has its length, no links and no pasted control characters.
 */
export function checkText(field: CollectionField, value: string): TextProblem | null {
  const text = value.trim();
  if (field === 'title' && !text) return { id: 'collections.titleRequired' };
  if (text.length > COLLECTION_LIMITS[field]) {
    return { id: 'collections.tooLong', values: { max: COLLECTION_LIMITS[field] } };
  }
  if (LINK.test(text)) return { id: 'collections.noLinks' };
  if (hasControl(text)) return { id: 'collections.plainText' };
  return null;
}
