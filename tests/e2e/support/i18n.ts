import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';

// Expected texts come from the same catalogs the app ships, so the specs follow copy changes.
const load = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/i18n/messages/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const catalogs = { pt: load('pt-BR.json'), en: load('en.json') };

export type Lang = 'pt' | 'en';
export const LANGS: { lang: Lang; prefix: string; htmlLang: string }[] = [
  { lang: 'pt', prefix: '', htmlLang: 'pt-BR' },
  { lang: 'en', prefix: '/en', htmlLang: 'en' },
];

export function msg(lang: Lang, id: string, values?: Record<string, string | number>): string {
  const source = catalogs[lang][id];
  if (source === undefined) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(source, lang === 'pt' ? 'pt-BR' : 'en').format(values));
}

/** A path in a language: '/screens' → '/en/screens'; '/' → '/en'. */
export function at(lang: Lang, path: string): string {
  if (lang === 'pt') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** A component tag as people read it: its catalog label, or the id itself when the catalogs lack it. */
export function tagLabel(lang: Lang, tag: string): string {
  return catalogs[lang][`tag.${tag}`] ?? tag;
}
