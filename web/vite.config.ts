import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './build/compile-messages.ts';
import { directEntryImports } from './build/direct-entry-imports.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { lazyThemeGlobals } from './build/lazy-theme-globals.ts';
import { themeInSteps } from './build/theme-in-steps.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const router = fileURLToPath(new URL('../node_modules/react-router/dist/production', import.meta.url));
// The dev server forwards API, media and image-proxy calls to a running `npm start` (PORT 3100 by default).
const api = process.env.WEB_DEV_API ?? 'http://127.0.0.1:3100';

// What stays out of the shell: what loads later on purpose (toasts, a menu's machinery, the viewer,
// a collection's dialog and store, the entry's own helper), the admin's helpers and the catalogs,
// which load by language.
const LATER =
  /[\\/]src[\\/](components[\\/](ui[\\/]toaster|menu[\\/]menu-body|screen-viewer[\\/](?!lazy-screen-viewer)|collections[\\/](?!save-button))|lib[\\/](after-main-picture|result-error|clipboard)|i18n[\\/](messages[\\/]|admin-messages))/;
const HEADING = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]heading[\\/]/;
const inShell = (id: string) =>
  /[\\/]src[\\/]boot\.tsx$/.test(id) || (/[\\/]src[\\/](components|lib|i18n)[\\/]/.test(id) && !LATER.test(id));

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    compileMessages(),
    graphqlDocuments(`${src}/gql/graphql.ts`),
    lazyThemeGlobals(),
    // After it: the steps copy createSystem as lazyThemeGlobals leaves it.
    themeInSteps(),
    react(),
    directEntryImports(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // Catalogs arrive pre-parsed (see compile-messages), so the runtime ICU parser is dead weight.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // React Router's package points every condition at its development build (warnings and checks,
      // ~38 KB before compression); its production build is the same API.
      ...(isSsrBuild || process.env.VITEST
        ? []
        : [
            { find: /^react-router$/, replacement: `${router}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${router}/dom-export.mjs` },
          ]),
    ],
  },
  // The server renderer carries only what the pages use: left external, @chakra-ui/react's index alone
  // loaded every component in Node (~84 MB resident, 35 MB of heap); bundled, the unused ones are
  // shaken out. graphql stays external: the server's API already holds it.
  // The build's setting only: vitest's web tests keep Node's own packages (one Chakra context).
  ssr: isSsrBuild ? { noExternal: true, external: ['graphql'] } : undefined,
  server: {
    host: '127.0.0.1',
    proxy: { '/graphql': api, '/media': api, '/proxy-image': api, '/api': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // A manifest lets the server find each route's chunks (modulepreload) and the bench measure them.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page, and the contribution forms' small entry that fetches their anti-robot widget at a
          // form's first use: the server links it only from those pages (server/pages/document.ts finds it
          // in the manifest).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'altcha-on-intent': `${src}/altcha-on-intent.ts`,
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                {
                  name: 'data',
                  test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@formatjs|react-intl|intl-messageformat)[\\/]/,
                },
                // Everything hydration needs (the app boot and its static imports) in one chunk. Left to
                // itself the bundler cuts it into a dozen pieces by which lazy pages share them (~2 KB
                // gzip more, and more each time a page is added, as the admin screens showed). The tiny
                // entry (main.tsx) stays apart and imports the boot once the main picture has painted.
                // Vite's dynamic-import helper: the entry needs it before the shell, so not in the shell.
                // Rolldown's module runtime too, which the entry needs as early: apart it was one more ~1 KB
                // request, most of it headers.
                { name: 'preload', test: /vite[\\/]preload-helper|rolldown[\\/]runtime/ },
                // The shared components and helpers of public pages join it too: apart they were a
                // dozen ~1 KB chunks per page, each costing a request and its headers.
                // Chakra's heading too, which most pages use: alone it was a chunk of 120 bytes and its headers.
                {
                  name: 'shell',
                  test: (id: string) => inShell(id) || HEADING.test(id),
                  includeDependenciesRecursively: true,
                },
              ],
            },
          },
        },
  },
}));
