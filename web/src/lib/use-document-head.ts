import { useEffect } from 'react';

export const DESCRIPTION_MAX = 160;

/** Spec section 9: descriptions over 160 characters are cut to 157 plus an ellipsis. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, 157)}…` : clean;
}

/** Keeps title and description right after client-side navigation; the server writes the full head. */
export function useDocumentHead(head: { title: string; description?: string }) {
  const { title, description } = head;
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = metaDescription(description);
  }, [title, description]);
}
