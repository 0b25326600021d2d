import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Keys only the lazily loaded admin screens use; see web/src/i18n/admin-messages.ts. */
export const ADMIN_KEY = /^admin\./;
/** The English offer on a Portuguese page (app/layout/language-suggestion.tsx): four strings, not a catalog. */
export const SUGGEST_KEY = /^language\.suggest/;

/**
 * Ships the message catalogs pre-parsed (ICU AST) so the browser bundle can drop the ICU parser
 * (aliased to its no-parser build). The output is still JSON, so Vite's JSON handling applies after us.
 *
 * One catalog file per language stays the single source, but the admin strings would roughly double
 * every visitor's catalog: a plain import leaves the `admin.*` keys out, and `?admin` yields only them.
 * `?suggest` yields only the language offer's keys (they stay in the plain catalog too): the offer
 * fetched the whole other catalog (~9 KB brotli) for four strings.
 */
export function compileMessages(): Plugin {
  return {
    name: 'vitrine:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]i18n[\\/]messages[\\/][\w-]+\.json(\?admin|\?suggest)?$/.exec(id);
      if (!match) return null;
      const query = match[1];
      const keep = (k: string) =>
        query === '?suggest' ? SUGGEST_KEY.test(k) : ADMIN_KEY.test(k) === (query === '?admin');
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([k]) => keep(k))
          // The offer's strings are plain text, shown without a formatter of their own.
          .map(([k, v]) => [k, query === '?suggest' ? v : parse(v)]),
      );
      // With a query Vite no longer sees a .json file, so that part is handed over as a JS module.
      const json = JSON.stringify(compiled);
      return { code: query ? `export default JSON.parse(${JSON.stringify(json)});` : json, map: null };
    },
  };
}
