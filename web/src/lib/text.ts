// Accent-insensitive text helpers shared by slugs, category matching and display cuts (spec sections 2 and 9).

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** The ?category= value: accent-stripped and lower-cased ("Saúde" → "saude"). */
export function categoryParam(name: string): string {
  return stripAccents(name).toLowerCase().trim();
}

export function sameText(a: string, b: string): boolean {
  return categoryParam(a) === categoryParam(b);
}

/** Spec section 2: lower-case, accent-stripped, non-word characters removed, spaces/underscores to hyphens. */
export function slugify(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const APP_NAME_MAX = 20;

/** App names over 20 characters are cut to 20 plus an ellipsis. */
export function shortName(name: string, max = APP_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
