import { useCallback, useMemo } from 'react';
import { filterHistory } from '@/lib/search-params';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

export const FILTER_KEYS = ['tag', 'category', 'country', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ScreenFilters = Partial<Record<FilterKey, string>>;

/** The gallery's filters live in the address (?tag, ?category, ?country, ?search); blanks are ignored. */
export function useScreenFilters() {
  const [params, setParams] = useLiveSearchParams();
  const values = useMemo(() => {
    const out: ScreenFilters = {};
    for (const key of FILTER_KEYS) {
      const v = params.get(key)?.trim();
      if (v) out[key] = v;
    }
    return out;
  }, [params]);

  const set = useCallback(
    (key: FilterKey, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value?.trim()) next.set(key, value.trim());
          else next.delete(key);
          return next;
        },
        filterHistory(key, params.get(key), value),
      ),
    [setParams, params],
  );

  const filter = useMemo(
    () => ({
      tags: values.tag ? [values.tag] : undefined,
      category: values.category,
      country: values.country,
      search: values.search,
    }),
    [values],
  );

  return { values, set, filter };
}
