// The head of /fluxos (the journey kinds) and /fluxos/{kind} (one kind across apps), issue 61: both
// indexed with their /en mirrors; a slug outside the vocabulary is a 404.
import { flowKindOf } from '../services/flows/flow-kinds.ts';
import { message } from './messages.ts';
import type { Language, PageMeta } from './page-types.ts';

export const FLOW_PAGE = /^\/(?:en\/)?fluxos(?:\/([^/]+))?$/;

export function flowMeta(language: Language, slug: string | undefined, notFound: (l: Language) => PageMeta): PageMeta {
  const kind = slug === undefined ? null : flowKindOf(slug);
  if (slug !== undefined && !kind) return notFound(language);
  const path = kind ? `/fluxos/${kind.slug}` : '/fluxos';
  const alternates = { pt: path, en: `/en${path}` };
  const name = kind ? (language === 'en' ? kind.en : kind.pt) : '';
  return {
    status: 200,
    language,
    title: message(language, kind ? 'meta.flowKind.title' : 'meta.flows.title', { name }),
    description: message(language, kind ? 'meta.flowKind.description' : 'meta.flows.description', { name }),
    canonical: alternates[language],
    alternates,
    kind: 'website',
  };
}
