import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  INTL_LOCALE,
  isEnglishPath,
  type Language,
  languageFor,
  localizePath,
  storeLanguage,
  toEnglishPath,
  toPortuguesePath,
} from './locale';
import { loadMessages, type MessageId, messagesFor } from './messages';

type LanguageContextValue = {
  language: Language;
  /** Switcher: adds or removes the /en prefix and remembers the choice. */
  switchLanguage: (language: Language) => void;
  /** A site path in the active language ('/screens' → '/en/screens' in English). */
  localize: (path: string) => string;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function I18nProvider(props: { storedLanguage: string | null; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState(props.storedLanguage);
  const wanted = languageFor(pathname, stored);
  // Until a language's catalog arrives (an address reached without the switcher) the page keeps
  // the other one, whose catalog is loaded, rather than showing message ids.
  const [, setArrived] = useState(0);
  const language: Language = messagesFor(wanted) || !messagesFor(other(wanted)) ? wanted : other(wanted);
  useEffect(() => {
    if (!messagesFor(wanted)) void loadMessages(wanted).then(() => setArrived((n) => n + 1));
  }, [wanted]);

  // Arriving at an /en address sets the language and, as on the original site, remembers it.
  // Only a change of address triggers this, so the switcher's own choice is never overridden.
  useEffect(() => {
    if (!isEnglishPath(pathname)) return;
    storeLanguage('en');
    setStored('en');
  }, [pathname]);

  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[language];
  }, [language]);

  // A catalog can arrive after a later choice (English picked, then Portuguese, on a slow network):
  // only the latest choice applies, and it maps the address the page is at when its catalog arrives.
  const latestChoice = useRef<Language | null>(null);
  const here = useRef({ pathname, search, hash });
  here.current = { pathname, search, hash };
  const switchLanguage = useCallback(
    (next: Language) => {
      latestChoice.current = next;
      void loadMessages(next).then(() => {
        if (latestChoice.current !== next) return;
        storeLanguage(next);
        setStored(next);
        const at = here.current;
        const path = next === 'en' ? toEnglishPath(at.pathname) : toPortuguesePath(at.pathname);
        if (path !== at.pathname) navigate(`${path}${at.search}${at.hash}`);
      });
    },
    [navigate],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({ language, switchLanguage, localize: (path) => localizePath(path, language === 'en') }),
    [language, switchLanguage],
  );

  return (
    <LanguageContext value={value}>
      <IntlProvider locale={INTL_LOCALE[language]} defaultLocale="pt-BR" messages={messagesFor(language) as any}>
        {props.children}
      </IntlProvider>
    </LanguageContext>
  );
}

const other = (language: Language): Language => (language === 'en' ? 'pt' : 'en');

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage needs <I18nProvider>');
  return value;
}

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** Typed message lookup: only catalog keys compile. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
