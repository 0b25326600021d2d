// Spec section 2, language rule: an /en path means English; otherwise Portuguese unless the stored
// preference (key i18nextLng, shared with the original site) is English.

export type Language = 'pt' | 'en';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DEFAULT_LANGUAGE: Language = 'pt';
export const INTL_LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en' };

export function isEnglishPath(pathname: string): boolean {
  return pathname === '/en' || pathname.startsWith('/en/');
}

export function languageFor(pathname: string, stored: string | null): Language {
  if (isEnglishPath(pathname)) return 'en';
  return stored?.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

// Portuguese aliases map to the English mirror's canonical name, and back.
const TO_EN: Record<string, string> = { '/': '/en', '/aplicativos': '/en/apps', '/sobre': '/en/about' };
const TO_PT: Record<string, string> = { '/en': '/', '/en/': '/', '/en/apps': '/' };

export function toEnglishPath(pathname: string): string {
  if (isEnglishPath(pathname)) return pathname;
  return TO_EN[pathname] ?? `/en${pathname}`;
}

export function toPortuguesePath(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  return TO_PT[pathname] ?? pathname.slice(3);
}

/** A site path in the current URL language: '/screens' under /en becomes '/en/screens'. */
export function localizePath(path: string, english: boolean): string {
  return english ? toEnglishPath(path) : path;
}

export function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (privacy mode): fall back to the URL rule
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice still applies for this visit
  }
}
