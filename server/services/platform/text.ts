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
