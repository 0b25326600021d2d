// Airtable cell values come in many shapes for the same meaning (the old base mixed field types):
// attachments are arrays of { url, filename, … }, links and lookups arrays, selects strings or
// arrays, numbers sometimes text. These turn any of them into what the data model holds.
import { normalizeText } from '../services/platform/text.ts';
import { type APP_TYPES, HIDE, PLANNED, type PLATFORMS } from '../services/platform/vocabulary.ts';

type AppType = (typeof APP_TYPES)[number];
type Platform = (typeof PLATFORMS)[number];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** One trimmed string: lookups and multi-selects give their first value; formula errors give null. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = text(v);
      if (t) return t;
    }
    return null;
  }
  // Collaborators and some selects arrive as objects with a name.
  if (isObject(value) && typeof value.name === 'string') return value.name.trim() || null;
  return null;
}

/** Several strings: arrays as they are, text split on commas; trimmed, empty and repeated ones dropped. */
export function texts(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.map(text) : typeof value === 'string' ? value.split(',') : [text(value)];
  return [...new Set(raw.map((v) => v?.trim() ?? '').filter(Boolean))];
}

/** The first attachment's URL (or a plain URL in a text field). */
export function attachmentUrl(value: unknown): string | null {
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    const url = isObject(item) ? item.url : item;
    if (typeof url === 'string' && /^https?:\/\//i.test(url.trim())) return url.trim();
  }
  return null;
}

/** The `importing` column: a hosted URL, absolute (Cloudinary) or a site path (the local image host). */
export function hostedUrl(value: unknown): string | null {
  const url = attachmentUrl(value);
  if (url) return url;
  const t = text(value);
  return t?.startsWith('/') && !t.startsWith('//') ? t : null;
}

/** A whole number within PostgreSQL's int range, or null for anything that is not a number. */
export function integer(value: unknown): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(n)) return null;
  return Math.min(2_147_483_647, Math.max(-2_147_483_648, Math.round(n)));
}

export function flag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  const t = typeof value === 'string' ? normalizeText(value) : '';
  return ['true', 'yes', 'sim', '1', 'x', 'checked'].includes(t);
}

const TYPES: Record<string, AppType> = {
  federal: 'Federal',
  state: 'State',
  estadual: 'State',
  estado: 'State',
  municipal: 'Municipal',
  municipio: 'Municipal',
};

/** Federal/State/Municipal in English or Portuguese; anything else is unknown (null). */
export function appType(value: unknown): AppType | null {
  const t = text(value);
  return t ? (TYPES[normalizeText(t)] ?? null) : null;
}

const PLATFORM_WORDS: Record<string, Platform> = {
  ios: 'iOS',
  iphone: 'iOS',
  android: 'Android',
  web: 'Web',
  crossplatform: 'CrossPlatform',
  multiplataforma: 'CrossPlatform',
  multiplatform: 'CrossPlatform',
};

/** One platform; several distinct ones (a multi-select with iOS and Android) mean cross-platform. */
export function platform(value: unknown): Platform | null {
  const parts = Array.isArray(value) ? value.map(text) : (text(value)?.split(/[,/&+]| e | and /) ?? []);
  const found = new Set(
    parts.map((p) => PLATFORM_WORDS[normalizeText(p ?? '').replace(/[^a-z]/g, '')]).filter((p): p is Platform => !!p),
  );
  if (found.size > 1) return 'CrossPlatform';
  return [...found][0] ?? null;
}

/** The two statuses the product knows (Planejado, Hide); any other value means live (null). */
export function appStatus(value: unknown): string | null {
  const t = normalizeText(text(value) ?? '');
  if (t === 'planejado' || t === 'planned') return PLANNED;
  if (t === 'hide' || t === 'hidden' || t === 'oculto') return HIDE;
  return null;
}

/** Airtable record ids look like rec + 14 characters. */
export const isRecordId = (value: string) => /^rec[A-Za-z0-9]{14}$/.test(value);
