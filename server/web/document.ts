import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HTML_LANG, headTags } from './head.ts';
import type { FetchGraphQL, PageMeta } from './page-meta.ts';

type Rendered = { html: string; state: unknown; locale: string };
type ServerEntry = {
  render: (url: string, fetchGraphQL: FetchGraphQL, signal?: AbortSignal) => Promise<Rendered>;
  pageSource: (pathname: string) => string;
};
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

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

/** State handed to the browser in a JSON <script> block; `<` is escaped so data cannot close the tag. */
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built index.html and manifest (re-read when a new build lands) and the SSR bundle (loaded once). */
export function createDocument(distDir: string, log: (message: string, error?: unknown) => void) {
  const templatePath = join(distDir, 'index.html');
  const entryPath = join(distDir, 'server', 'entry-server.js');
  let loaded: { mtime: number; template: string; manifest: Manifest; entry: Promise<ServerEntry | null> } | null = null;

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
      };
    }
    return loaded;
  }

  /** modulepreload links for a page chunk and everything it imports, so hydration need not wait. */
  function preloads(manifest: Manifest, source: string): string {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(source);
    return [...files]
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`)
      .join('\n    ');
  }

  return async function renderDocument(url: URL, meta: PageMeta, origin: string, fetchGraphQL: FetchGraphQL) {
    const doc = current();
    if (!doc) return { html: null, rendered: false };
    const entry = await doc.entry;
    let body = '';
    let rendered = false;
    let boot = '';
    let extraHead = '';
    if (entry) {
      extraHead = preloads(doc.manifest, entry.pageSource(url.pathname));
      const signal = AbortSignal.timeout(SSR_TIMEOUT_MS);
      try {
        const page = await entry.render(`${url.pathname}${url.search}`, fetchGraphQL, signal);
        body = page.html;
        rendered = true;
        extraHead = [lcpPreload(body), extraHead].filter(Boolean).join('\n    ');
        boot = `<script type="application/json" id="__APOLLO_STATE__">${serialize(page.state)}</script>`;
      } catch (error) {
        log(`web: server render failed for ${url.pathname}; the browser will render it`, error);
      }
    }
    const lang = HTML_LANG[meta.language];
    const head = [headTags(meta, origin, 'Vitrine Pública'), extraHead].filter(Boolean).join('\n    ');
    const html = doc.template
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace('<!--app-head-->', head)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-locale="${lang}">${body}</div>${boot}`);
    return { html, rendered };
  };
}
