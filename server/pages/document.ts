import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORM_PATHS } from '../rest/contribution-pages.ts';
import { HTML_LANG, headTags } from './head.ts';
import type { FetchGraphQL, PageMeta } from './page-meta.ts';

// `styles`: the page's component styles as one <style> for the head (web/src/entry-server.tsx).
type Rendered = { html: string; state: unknown; locale: string; styles?: string };
type ServerEntry = {
  render: (url: string, fetchGraphQL: FetchGraphQL, signal?: AbortSignal) => Promise<Rendered>;
  pageSources: (pathname: string) => string[];
};
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

// A slow API must not hold the page hostage: past this the browser renders it instead.
export const SSR_TIMEOUT_MS = 4000;

/**
 * The first high-priority picture in the rendered page (the likely Largest Contentful Paint),
 * announced in the head so it downloads alongside the scripts instead of after the long body.
 */
function lcpPreload(body: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(body)?.[0];
  if (!img) return '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attr('src');
  if (!src) return '';
  const set = attr('srcset');
  const sizes = attr('sizes');
  return `<link rel="preload" as="image" href="${src}"${set ? ` imagesrcset="${set}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`;
}

// The contribution forms (issue 36) in both languages: their pages alone load the anti-robot widget.
const FORM_PAGES = new Set(Object.values(FORM_PATHS).flatMap((path) => [path, `/en${path}`]));
const ALTCHA_ENTRY = 'src/altcha-on-intent.ts';

/**
 * The forms' small entry (web/src/altcha-on-intent.ts: it fetches the widget and its stylesheet at the
 * first use of a form) on the forms' pages, so the widget works before, or without, the app's
 * hydration; nothing on any other page.
 */
function altchaTags(manifest: Manifest, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const chunk = FORM_PAGES.has(path) ? manifest[ALTCHA_ENTRY] : undefined;
  if (!chunk) return '';
  const styles = (chunk.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}" />`);
  return [...styles, `<script type="module" src="/${chunk.file}"></script>`].join('\n    ');
}

/** State handed to the browser in a JSON <script> block; `<` is escaped so data cannot close the tag. */
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built index.html and manifest (re-read when a new build lands) and the SSR bundle (loaded once). */
export function createDocument(distDir: string, log: (message: string, error?: unknown) => void) {
  const templatePath = join(distDir, 'index.html');
  const entryPath = join(distDir, 'server', 'entry-server.js');
  let loaded: {
    mtime: number;
    template: string;
    manifest: Manifest;
    entry: Promise<ServerEntry | null>;
    // Preload blocks by page sources: a handful of page kinds per build, so walking the manifest once each is enough.
    preloads: Map<string, string>;
  } | null = null;

  function current() {
    if (!existsSync(templatePath)) return null;
    const mtime = statSync(templatePath).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const manifestPath = join(distDir, '.vite', 'manifest.json');
      loaded = {
        mtime,
        template: readFileSync(templatePath, 'utf8'),
        manifest: existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {},
        entry: existsSync(entryPath)
          ? // No cache-busting query: the page chunks import this same URL, and a second copy would split React contexts.
            import(pathToFileURL(entryPath).href).catch((error: unknown) => {
              log('web: server renderer failed to load; pages render in the browser', error);
              return null;
            })
          : Promise.resolve(null),
        preloads: new Map(),
      };
    }
    return loaded;
  }

  /**
   * A page's chunk and catalog and everything they import, for the browser entry to preload once the main picture
   * has painted (links in the head would start at once and share the network with that picture).
   */
  function pageChunks(manifest: Manifest, sources: string[]): string {
    const files = new Set<string>();
    const visit = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep, into);
    };
    // What the entry's own import of the app fetches anyway is left out: each link costs the main thread.
    const app = new Set<string>();
    const entry = manifest['index.html'];
    for (const key of [...(entry?.imports ?? []), ...(entry?.dynamicImports ?? [])]) visit(key, app);
    for (const source of sources) visit(source, files);
    const list = [...files].filter((file) => !app.has(file)).map((file) => `/${file}`);
    return `<script type="application/json" id="__PRELOAD__">${serialize(list)}</script>`;
  }

  /** `serverRender: false` sends the shell (no body), which the browser renders. */
  return async function renderDocument(
    url: URL,
    meta: PageMeta,
    origin: string,
    fetchGraphQL: FetchGraphQL,
    serverRender = true,
  ) {
    const doc = current();
    if (!doc) return { html: null, rendered: false };
    const entry = await doc.entry;
    let body = '';
    let rendered = false;
    let boot = '';
    let extraHead = '';
    let chunks = '';
    if (entry) {
      const sources = entry.pageSources(url.pathname);
      const key = sources.join('\n');
      const cached = doc.preloads.get(key);
      chunks = cached ?? pageChunks(doc.manifest, sources);
      if (cached === undefined) doc.preloads.set(key, chunks);
    }
    if (entry && serverRender) {
      const signal = AbortSignal.timeout(SSR_TIMEOUT_MS);
      try {
        const page = await entry.render(`${url.pathname}${url.search}`, fetchGraphQL, signal);
        body = page.html;
        rendered = true;
        extraHead = [page.styles, lcpPreload(body)].filter(Boolean).join('\n    ');
        boot = `<script type="application/json" id="__APOLLO_STATE__">${serialize(page.state)}</script>`;
      } catch (error) {
        log(`web: server render failed for ${url.pathname}; the browser will render it`, error);
      }
    }
    const lang = HTML_LANG[meta.language];
    const head = [headTags(meta, origin, 'Vitrine Pública'), extraHead, altchaTags(doc.manifest, url.pathname)]
      .filter(Boolean)
      .join('\n    ');
    const html = doc.template
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-locale="${lang}">${body}</div>${boot}${chunks}`,
      );
    return { html, rendered };
  };
}
