// The heads of a visitor's collection page (issue 38) and of its report form: titled from the
// collection itself, never indexed. Their words come from the web catalogs when they have them.
import { message } from './messages.ts';
import type { FetchGraphQL, Language, PageMeta } from './page-types.ts';

/** A visitor's collection page: its own words as the title, never indexed, never listed, never kept. */
export const COLLECTION_PAGE = /^\/(en\/)?colecao\/([^/]+)\/?$/;
const SEO_COLLECTION = 'query SeoCollection($id: String!) { collection(id: $id) { title description takenDown } }';

// The words of the collection pages' heads, until (or unless) the web catalogs have their own.
const FALLBACK: Record<string, Record<Language, string>> = {
  'meta.collection.title': { pt: '{title} · Coleção | Vitrine Pública', en: '{title} · Collection | Vitrine Pública' },
  'meta.collection.description': {
    pt: 'Uma coleção de telas de serviços públicos digitais montada por um visitante da Vitrine Pública.',
    en: 'A collection of screens of digital public services put together by a visitor of Vitrine Pública.',
  },
  'meta.collection.takenDown': {
    pt: 'Coleção retirada do ar | Vitrine Pública',
    en: 'Collection taken down | Vitrine Pública',
  },
  'meta.reportCollection.title': {
    pt: 'Denunciar coleção | Vitrine Pública',
    en: 'Report a collection | Vitrine Pública',
  },
  'meta.reportCollection.description': {
    pt: 'Avise a moderação da Vitrine Pública sobre uma coleção com conteúdo impróprio.',
    en: 'Tell the moderators of Vitrine Pública about a collection with improper content.',
  },
};
export const words = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = message(language, id, values);
  const fallback = FALLBACK[id]?.[language];
  if (text !== id || !fallback) return text;
  return fallback.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
};

/** The head of /colecao/{id}: the collection's own title; 404 for none, 410 for one taken down (no words of it). */
export async function collectionMeta(
  language: Language,
  id: string | null,
  fetchGraphQL: FetchGraphQL,
  notFound: (language: Language) => PageMeta,
): Promise<PageMeta> {
  const result = id && id.length <= 64 ? await fetchGraphQL(SEO_COLLECTION, { id }) : null;
  const found = result?.data?.collection as { title: string; description: string | null; takenDown: boolean } | null;
  if (!found) return notFound(language);
  const page = { language, canonical: null, alternates: null, kind: 'website' } as const;
  if (found.takenDown) {
    const title = words(language, 'meta.collection.takenDown');
    return { ...page, status: 410, title, description: title };
  }
  const description = found.description || words(language, 'meta.collection.description');
  return { ...page, status: 200, title: words(language, 'meta.collection.title', { title: found.title }), description };
}
