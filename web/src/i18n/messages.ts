import type { Language } from './locale';
import type pt from './messages/pt-BR.json';

export type MessageId = keyof typeof pt;
type Catalog = Record<string, unknown>;

// One language per visit: each catalog is a chunk of its own (~4 KB gzip), fetched before the page
// hydrates (boot, server render) or before the switcher changes language, so no text ever flashes.
const LOADERS: Record<Language, () => Promise<{ default: Catalog }>> = {
  pt: () => import('./messages/pt-BR.json'),
  en: () => import('./messages/en.json'),
};
/** Each catalog's module as the client build manifest names it, so the server can preload it. */
export const CATALOG_SOURCE: Record<Language, string> = {
  pt: 'src/i18n/messages/pt-BR.json',
  en: 'src/i18n/messages/en.json',
};
const loaded: Partial<Record<Language, Catalog>> = {};
const pending: Partial<Record<Language, Promise<Catalog>>> = {};

export function loadMessages(language: Language): Promise<Catalog> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  pending[language] ??= LOADERS[language]().then((module) => {
    loaded[language] = module.default;
    return module.default;
  });
  return pending[language];
}

/** The catalog if it has arrived; the provider falls back to the other language meanwhile. */
export function messagesFor(language: Language): Catalog | undefined {
  return loaded[language];
}
