import { useCallback } from 'react';
import { type SetURLSearchParams, useLocation, useSearchParams } from 'react-router-dom';

/**
 * useSearchParams, whose functional updates start from the address as it is now. React Router hands
 * them the parameters of the last render, and the browser router writes the address before React
 * renders it: a click in between (a busy phone, a slow machine) built on the old address and dropped
 * what had just been chosen (?tag=card lost when the sections toggle followed it). Where the router is
 * not the window's (tests' memory router), the last render's are used as before.
 */
export function useLiveSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (typeof next !== 'function') return setParams(next, options);
      return setParams((rendered) => {
        // The browser router keeps its place in history.state (idx); a memory router leaves it alone.
        const browser = typeof (globalThis.history?.state as { idx?: unknown } | null)?.idx === 'number';
        const here = globalThis.location;
        return next(browser && here?.pathname === pathname ? new URLSearchParams(here.search) : rendered);
      }, options);
    },
    [setParams, pathname],
  );
  return [params, set];
}
