import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readStored, rememberCollection, useStoredCollections } from '@/components/collections/collection-store';
import { fragmentWithoutKey, keyFromFragment } from '@/components/collections/edit-link';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Takes an edit link's secret out of the address: kept in local storage (the title is filled in once
 * the collection is read), then replaced out of the address bar and the history entry, so it is not
 * bookmarked, shared or shown over a shoulder by accident. Returns the address to show instead, or
 * null when the hash holds no key.
 */
export function takeKeyFromFragment(id: string, location: { pathname: string; search: string; hash: string }) {
  const key = keyFromFragment(location.hash);
  if (!key) return null;
  const known = readStored().find((c) => c.id === id);
  if (known?.editKey !== key) rememberCollection({ id, title: known?.title ?? '', editKey: key });
  const clean = `${location.pathname}${location.search}${fragmentWithoutKey(location.hash)}`;
  window.history.replaceState(window.history.state, '', clean);
  return clean;
}

/**
 * The edit key this browser holds for a collection: from an edit link's fragment (`#editar=…`) or
 * from local storage. None on the server and while hydrating: edit mode is this browser's alone.
 */
export function useEditKey(id: string): string | null {
  const hydrated = useHydrated();
  const stored = useStoredCollections();
  // Read again when the fragment changes (an edit link pasted while on the page).
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!id || !hash) return;
    const clean = takeKeyFromFragment(id, { pathname, search, hash });
    // The router learns the cleaned address too (a language switch keeps the fragment it knows).
    if (clean !== null) navigate(clean, { replace: true, state });
  }, [id, pathname, search, hash, state, navigate]);
  if (!hydrated) return null;
  return stored.find((c) => c.id === id)?.editKey ?? null;
}
