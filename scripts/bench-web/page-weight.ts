// What a page's HTML carries before any script runs: its bytes (raw and brotli), the CSS inline in
// <style> tags and in linked stylesheets, the inline state hydration reads, and its element count.
import { brotliCompressSync } from 'node:zlib';

export type PageWeight = {
  htmlKb: number;
  htmlBrotliKb: number;
  styleTags: number;
  inlineCssKb: number;
  linkedCssKb: number;
  stateKb: number;
  elements: number;
  /** What a visitor gets, to compare before and after: cards, pictures, links, words. */
  cards: number;
  images: number;
  links: number;
  textChars: number;
};

const kb = (bytes: number) => bytes / 1024;
const bytes = (text: string) => Buffer.byteLength(text);

export async function pageWeight(base: string, path: string): Promise<PageWeight> {
  const html = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text());
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
  let linked = 0;
  for (const href of links) {
    linked += bytes(
      await fetch(new URL(href, base), { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text()),
    );
  }
  const state = /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    htmlKb: kb(bytes(html)),
    htmlBrotliKb: kb(brotliCompressSync(html).length),
    styleTags: styles.length,
    inlineCssKb: kb(styles.reduce((sum, s) => sum + bytes(s), 0)),
    linkedCssKb: kb(linked),
    stateKb: kb(bytes(state)),
    elements: (html.match(/<[a-zA-Z][\w-]*/g) ?? []).length,
    ...contents(html),
  };
}

function contents(html: string) {
  const root = html.slice(html.indexOf('<div id="root"'));
  const text = root
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    cards: (root.match(/class="[^"]*\bvp-(card|gcard)\b[^"]*"/g) ?? []).length,
    images: (root.match(/<img\b/g) ?? []).length,
    links: (root.match(/<a\b/g) ?? []).length,
    textChars: text.length,
  };
}

export function formatWeight(w: PageWeight): string {
  const f = (n: number) => n.toFixed(1);
  return (
    `HTML ${f(w.htmlKb)} KB (${f(w.htmlBrotliKb)} KB br), ${w.elements} elements; ` +
    `CSS ${f(w.inlineCssKb)} KB in ${w.styleTags} <style> + ${f(w.linkedCssKb)} KB linked; state ${f(w.stateKb)} KB; ` +
    `${w.cards} cards, ${w.images} images, ${w.links} links, ${w.textChars} characters of text`
  );
}

/** The control row's page: plain HTML, no CSS or script, a heading and some text, as a baseline. */
export const CONTROL_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Página de controle do benchmark: HTML simples, sem CSS nem script.">
<title>Controle</title></head>
<body><main><h1>Página de controle</h1>
${Array.from({ length: 20 }, (_, i) => `<p>Parágrafo ${i + 1}: texto simples servido pelo mesmo servidor, para medir o que custa a máquina.</p>`).join('\n')}
</main></body></html>
`;
