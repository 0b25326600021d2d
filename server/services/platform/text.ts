// Accent- and case-insensitive text, shared by slugs, search and category matching.

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

export function normalizeText(text: string): string {
  return stripAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Spec section 2: lower-case, accent-stripped, non-word characters removed, spaces/underscores to hyphens. */
export function slugify(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Plain text: control characters (C0, DEL and C1) other than line breaks and tabs are refused, not
// stripped silently.
export const hasControl = (v: string) => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 127 && c < 160)) return true;
  }
  return false;
};

/**
 * Characters that reorder how text is shown (Unicode's Bidi_Control: the embeddings, overrides and
 * isolates, and the marks): a title can then show other words than it holds ("Trojan Source").
 * Portuguese and English text never needs them.
 */
export const hasBidiControl = (v: string) => /\p{Bidi_Control}/u.test(v);

/**
 * Text that shows nothing: only blanks and characters drawn as nothing (zero-width spaces and joiners,
 * the word joiner, a BOM, a soft hyphen, the Hangul and Braille blanks). Empty text is not this.
 */
export const invisibleOnly = (v: string) =>
  v.length > 0 && /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]*$/u.test(v);
