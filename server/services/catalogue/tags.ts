// Component tags are one case everywhere (the admin form, the sync, links): " Card " and "card" are one
// tag. Lower case, trimmed, blank and repeated ones dropped, first occurrence's order kept.
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLocaleLowerCase('pt-BR')).filter(Boolean))];
}
