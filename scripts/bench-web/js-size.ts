// Initial JavaScript of a page: everything the browser fetches before it can hydrate. That is the entry
// script, the app it imports (statically or, once the main picture has painted, dynamically), the page
// chunks the served HTML names (modulepreload links or the __PRELOAD__ list), and all their static
// imports from the build manifest (so a missing preload still counts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export function initialJs(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const sizes = new Map<string, number>();
  const gzipKb = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024);
    return sizes.get(file) ?? 0;
  };
  const visit = (file: string, files: Set<string>) => {
    if (files.has(file)) return;
    files.add(file);
    const key = byFile.get(file);
    const chunk = key ? manifest[key] : undefined;
    // The entry's dynamic imports are the deferred app, not pages loaded on demand.
    const deps = [...(chunk?.imports ?? []), ...(chunk?.isEntry ? (chunk.dynamicImports ?? []) : [])];
    for (const dep of deps) {
      const next = manifest[dep];
      if (next) visit(next.file, files);
    }
  };
  return function measure(html: string) {
    const files = new Set<string>();
    const refs = [
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g),
    ];
    const listed = /<script type="application\/json" id="__PRELOAD__">([^<]*)<\/script>/.exec(html)?.[1];
    for (const href of listed ? (JSON.parse(listed) as string[]) : []) visit(href.replace(/^\//, ''), files);
    for (const match of refs) if (match[1]) visit(match[1], files);
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    return { kb, files: [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb) };
  };
}
