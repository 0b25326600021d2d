import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Ships the message catalogs pre-parsed (ICU AST) so the browser bundle can drop the ICU parser
 * (aliased to its no-parser build). The output is still JSON, so Vite's JSON handling applies after us.
 */
export function compileMessages(): Plugin {
  return {
    name: 'vitrine:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]i18n[\\/]messages[\\/][\w-]+\.json$/.test(id)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, parse(v)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
