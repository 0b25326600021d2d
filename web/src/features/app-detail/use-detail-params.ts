import { useCallback, useMemo } from 'react';
import { readList, withParams } from '@/lib/search-params';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

/** The app page's view in the address: ?tag=a&tag=b (screens with all of them) and ?sections=1. */
export function useDetailParams() {
  const [params, setParams] = useLiveSearchParams();
  const tags = useMemo(() => readList(params, 'tag'), [params]);
  const sections = params.get('sections') === '1';

  const set = useCallback(
    (changes: Record<string, string | readonly string[] | null>) =>
      setParams((prev) => withParams(prev, changes), { preventScrollReset: true }),
    [setParams],
  );
  const setTags = useCallback((next: string[]) => set({ tag: next }), [set]);
  const setSections = useCallback((on: boolean) => set({ sections: on ? '1' : null }), [set]);

  return { tags, sections, setTags, setSections };
}
