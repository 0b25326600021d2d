// Chakra's createSystem builds the theme's global CSS (reset, globals, every token as a custom
// property) as soon as the theme is made: about half of that ~50 ms task at a phone's speed. The
// site serves that CSS as a generated stylesheet (scripts/print-theme-css.ts), so in the bundles
// `_global` is built only if something reads it. The build fails if Chakra's code changes shape.
import type { Plugin } from 'vite';

const FILE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = /\n(\s*)_global,\n/;

export function lazyThemeGlobals(): Plugin {
  return {
    name: 'vitrine:lazy-theme-globals',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(EAGER) || !FIELD.test(code)) {
        this.error(`${id}: Chakra's createSystem changed shape; update web/build/lazy-theme-globals.ts`);
      }
      const lazy = code
        .replace(EAGER, 'let _globalBuilt;')
        .replace(
          FIELD,
          '\n$1get _global() {\n$1  return (_globalBuilt ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
        );
      // A two-line edit near the end of the file: the library's own source map stays good enough.
      return { code: lazy, map: null };
    },
  };
}
