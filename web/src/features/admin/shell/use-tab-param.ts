import { useLiveSearchParams } from '@/lib/use-live-search-params';

/**
 * An admin page's tab kept in the address (one search parameter), so a reload or a link lands on the
 * same tab; choosing one replaces the history entry rather than adding one. `omitted`: the tab that is
 * written as no parameter at all. Answers the address's parameters, which say the tab, and the setter.
 */
export function useTabParam(name: string, omitted?: string) {
  const [params, setParams] = useLiveSearchParams();
  const setTab = (value: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (value === omitted) copy.delete(name);
        else copy.set(name, value);
        return copy;
      },
      { replace: true },
    );
  return [params, setTab] as const;
}
