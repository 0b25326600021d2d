import { useCallback, useMemo } from 'react';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { type GalleryParams, readGalleryParams, writeGalleryParams } from './gallery-params';

/** The gallery's filters and sort, read from and written to the address through the router. */
export function useGalleryParams() {
  const [search, setSearch] = useLiveSearchParams();
  const params = useMemo(() => readGalleryParams(search), [search]);

  const update = useCallback(
    (change: (current: GalleryParams) => GalleryParams, options: { replace?: boolean } = {}) =>
      setSearch((prev) => writeGalleryParams(prev, change(readGalleryParams(prev))), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      }),
    [setSearch],
  );

  return { params, update };
}
