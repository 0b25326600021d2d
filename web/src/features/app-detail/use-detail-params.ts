import { useCallback, useMemo } from 'react';
import { readList, withParams } from '@/lib/search-params';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

/** The app page's view in the address: ?tag=a&tag=b (screens with all of them) ?sections=1 and ?asOf=2024. */
export function useDetailParams() {
  const [params, setParams] = useLiveSearchParams();
  const tags = useMemo(() => readList(params, 'tag'), [params]);
  const sections = params.get('sections') === '1';
  // ?asOf=2024: the page shows the app as it was at the end of that year (issue 61).
  const rawAsOf = params.get('asOf');
  const asOf = rawAsOf && /^\d{4}$/.test(rawAsOf) ? Number(rawAsOf) : null;

  const set = useCallback(
    (changes: Record<string, string | readonly string[] | null>) =>
      setParams((prev) => withParams(prev, changes), { preventScrollReset: true }),
    [setParams],
  );
  const setTags = useCallback((next: string[]) => set({ tag: next }), [set]);
  const setSections = useCallback((on: boolean) => set({ sections: on ? '1' : null }), [set]);

  const setAsOf = useCallback((year: number | null) => set({ asOf: year === null ? null : String(year) }), [set]);

  return { tags, sections, asOf, setTags, setSections, setAsOf };
}
