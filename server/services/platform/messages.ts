// The server's words, in the request's language: errors carry a stable key (the catalog's, also
// their `code` for clients that word messages themselves) and the values it names; the edges render
// them with the catalog of the language the request asked for (Accept-Language). A request that
// names neither language gets English, the words integrators had before (spec section 8); the site
// itself always asks for the page's language.
// `npm run check:messages` checks that both catalogs hold every key with the same placeholders.
import { IntlMessageFormat } from 'intl-messageformat';
import { currentAcceptLanguage } from '../../runtime/request-scope.ts';
import en from './messages/en.json' with { type: 'json' };
import pt from './messages/pt-BR.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;
export type Lang = 'pt-BR' | 'en';

const CATALOGS: Record<Lang, Record<MessageKey, string>> = { 'pt-BR': pt, en };
const compiled = new Map<string, IntlMessageFormat>();

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(en, value);

/** The language a request asks for: the first of pt or en in Accept-Language's order of preference, else en. */
export function languageOfRequest(headers: { get(name: string): string | null } | undefined): Lang {
  const header = headers?.get('accept-language') ?? '';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().toLowerCase().split(';');
      const q = Number(
        rest
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
  }
  return 'en';
}

/** The language of the request being served (its scope), for code that has no request at hand. */
export const currentLanguage = (): Lang => {
  const header = currentAcceptLanguage();
  return languageOfRequest({ get: () => header ?? null });
};

/** A wait in words ("30 s", "5 minutes"): rate-limit messages name it. */
function waitIn(lang: Lang, seconds: number): string {
  return seconds < 90
    ? translate(lang, 'WAIT_SECONDS', { seconds })
    : translate(lang, 'WAIT_MINUTES', { minutes: Math.ceil(seconds / 60) });
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const id = `${lang}\n${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGS[lang][key], lang);
    compiled.set(id, format);
  }
  // Values as given: ids and byte counts read as the client sent them, without a locale's grouping.
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = String(value);
  if (typeof params.retryAfterSeconds === 'number') values.wait = waitIn(lang, params.retryAfterSeconds);
  return String(format.format(values));
}
