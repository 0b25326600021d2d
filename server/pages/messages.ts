import { readFileSync } from 'node:fs';

// The web catalogs are the single source for page titles and descriptions in the HTML head.
type Catalog = Record<string, string>;
const load = (file: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/messages/${file}`, import.meta.url), 'utf8')) as Catalog;

const catalogs = { pt: load('pt-BR.json'), en: load('en.json') };

/** A head text; only plain `{name}` placeholders are used in meta.* messages. */
export function message(language: 'pt' | 'en', id: string, values: Record<string, string> = {}): string {
  const text = catalogs[language][id] ?? catalogs.pt[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
