// The documents the terms, privacy and developers pages load on demand (`GET /api/docs/{title}`), kept as
// Markdown files in both languages under server/content/docs.
import { readFileSync } from 'node:fs';
import { NotFoundError } from '../platform/errors.ts';
import { normalizeText } from '../platform/text.ts';

type Doc = { id: string; title: { pt: string; en: string } };

const DOCS: Doc[] = [
  { id: 'termos-de-uso', title: { pt: 'Termos de Uso', en: 'Terms of Use' } },
  { id: 'politica-de-privacidade', title: { pt: 'Política de Privacidade', en: 'Privacy Policy' } },
  { id: 'desenvolvedores', title: { pt: 'Desenvolvedores', en: 'Developers' } },
];

const cache = new Map<string, string>();
function content(id: string, language: 'pt' | 'en'): string {
  const key = `${id}.${language}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(new URL(`../../content/docs/${key}.md`, import.meta.url), 'utf8');
    cache.set(key, text);
  }
  return text;
}

/** Written in the documents where an example names the site; replaced by the site's own address. */
const ORIGIN = /\{\{origin\}\}/g;

/**
 * By its title in either language (accents and case ignored) or its id; Portuguese unless asked. The
 * examples in it are built from `origin` (the site's address), so they run as copied.
 */
export function findDoc(title: string, language: 'pt' | 'en' = 'pt', origin = '') {
  const wanted = normalizeText(title);
  const doc = DOCS.find(
    (d) => d.id === wanted || normalizeText(d.title.pt) === wanted || normalizeText(d.title.en) === wanted,
  );
  if (!doc) throw new NotFoundError('DOCUMENT_NOT_FOUND', { title: title.slice(0, 100) });
  return {
    id: doc.id,
    title: doc.title[language],
    content: content(doc.id, language).replace(ORIGIN, origin),
    status: 'published' as const,
  };
}
