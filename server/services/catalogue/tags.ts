// Component tags are one case everywhere (the admin form, the sync, links): " Card " and "card" are one
// tag. Lower case, trimmed, blank and repeated ones dropped, first occurrence's order kept.
import en from '../../../web/src/i18n/messages/en.json' with { type: 'json' };
import pt from '../../../web/src/i18n/messages/pt-BR.json' with { type: 'json' };

export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLocaleLowerCase('pt-BR')).filter(Boolean))];
}

/**
 * A tag as people read it in `lang`: the web catalogs' `tag.*` entry (the words the pages show, one
 * source), or the tag itself when the catalogs do not know it — as web/src/i18n/tag-label.ts does.
 */
export function tagLabel(tag: string, lang: 'pt' | 'en'): string {
  const catalog: Record<string, string> = lang === 'en' ? en : pt;
  return catalog[`tag.${tag.toLowerCase()}`] ?? tag;
}
