import { useCallback, useEffect, useMemo } from 'react';
import { filterHistory } from '@/lib/search-params';
import { categoryParam } from '@/lib/text';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

export type NamedCategory = { name: string; nameEn: string; hidden: boolean; formerNames?: string[] };

/**
 * ?category= holds the translated name without accents ("saude", "health"). On load it selects the
 * category whose name matches, ignoring accents, and only if that category exists and has a tab:
 * a hidden one (Mobilidade) is ignored like an unknown one. A name it had before a rename selects it too.
 */
export function useCategoryParam(categories: NamedCategory[] | undefined, english: boolean) {
  const [params, setParams] = useLiveSearchParams();
  const raw = params.get('category');

  const selected = useMemo(() => {
    if (!raw || !categories) return null;
    const wanted = categoryParam(raw);
    const match =
      categories.find((c) => !c.hidden && (categoryParam(c.name) === wanted || categoryParam(c.nameEn) === wanted)) ??
      // A name from before a rename: old links select the category (and are re-spelled below).
      categories.find((c) => !c.hidden && c.formerNames?.some((n) => categoryParam(n) === wanted));
    return match?.name ?? null;
  }, [raw, categories]);

  const label = useCallback((c: NamedCategory) => (english ? c.nameEn : c.name), [english]);

  const select = useCallback(
    (name: string | null) => {
      const category = name ? categories?.find((c) => c.name === name && !c.hidden) : undefined;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (category) next.set('category', categoryParam(label(category)));
          else next.delete('category');
          return next;
        },
        filterHistory('category', raw, name),
      );
    },
    [categories, label, setParams, raw],
  );

  // Keep the address bar in step: drop unknown values, and re-spell known ones in the page language.
  useEffect(() => {
    if (!raw || !categories) return;
    const category = categories.find((c) => c.name === selected);
    const wanted = category ? categoryParam(label(category)) : null;
    if (wanted !== raw) select(category?.name ?? null);
  }, [raw, categories, selected, label, select]);

  return { selected, select };
}
