import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

export const SCREEN_PARAM = 'screen';

type Keyed = { airtableId: string; dbId: number };
type ViewerState = { viewerOpened?: boolean } | null;

/** ?screen= holds a screen's airtableId; a numeric database id is accepted too (and rewritten). */
export function screenMatches(screen: Keyed, key: string): boolean {
  return screen.airtableId === key || (/^\d+$/.test(key) && String(screen.dbId) === key);
}

/**
 * The address that opens a screen in this page's viewer (this page, its other parameters kept): what
 * a thumbnail links to, so a press before hydration loads the page with the viewer open.
 */
export function useViewerHref(): (key: string) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (key: string) => {
      const next = new URLSearchParams(search);
      next.set(SCREEN_PARAM, key);
      return `${pathname}?${next}`;
    },
    [pathname, search],
  );
}

/**
 * The open screen, kept in ?screen= so every view is a link. Opening pushes a history entry (Back
 * closes the viewer); moving between screens replaces it; closing goes back to the entry we pushed,
 * or, when the page was loaded with ?screen=, removes the parameter in place.
 *
 * The open key lives in state so quick key presses never read an address that has not caught up;
 * the address follows it, and addresses we did not write (Back, Forward, links) are adopted.
 * Back and Forward always win: one may land before the address ever showed our last write (a busy
 * phone renders both at once), and waiting for that write would keep the viewer open.
 */
export function useViewerParam() {
  const [params, setParams] = useLiveSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const raw = params.get(SCREEN_PARAM)?.trim() || null;
  const [key, setKey] = useState<string | null>(raw);
  const pending = useRef(new Set<string | null>());
  const latest = useRef({ raw, state: location.state as ViewerState });
  latest.current = { raw, state: location.state as ViewerState };

  // Back, Forward or a link to another page's screen is adopted in the render it arrives in, not one
  // later: in between, the page (another app's, after Back from a similar screen) was shown with the
  // old key, which names none of its screens, so the viewer closed and reopened at once, and the
  // closing dialog's focus handling dismissed the reopened one (its onClose went Back once more).
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    const ours = navigationType !== NavigationType.Pop && pending.current.size > 0;
    if (!ours && key !== raw) setKey(raw);
  }

  const write = useCallback(
    (value: string | null, push: boolean) => {
      // Only real changes are awaited: an unchanged address would never come back to clear them. A
      // write already on its way is not sent again: a double click on a card would push two entries,
      // and Back would then show the screen again instead of closing the viewer.
      if (value === latest.current.raw || pending.current.has(value)) return;
      pending.current.add(value);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(SCREEN_PARAM, value);
          else next.delete(SCREEN_PARAM);
          return next;
        },
        // The marker travels with the entry, so a later close knows it may simply go back.
        { replace: !push, preventScrollReset: true, state: push ? { viewerOpened: true } : latest.current.state },
      );
    },
    [setParams],
  );

  // The first run reads the address the page was loaded with (a POP too), which must not undo a
  // viewer opened before it ran; later POPs are the visitor's Back and Forward.
  const started = useRef(false);
  useEffect(() => {
    const popped = started.current && navigationType === NavigationType.Pop;
    started.current = true;
    if (popped) {
      pending.current.clear();
    } else if (pending.current.size > 0) {
      // While the address has not caught up with our own writes it says nothing new.
      if (pending.current.has(raw)) pending.current.clear();
      return;
    }
    setKey(raw);
  }, [raw, navigationType]);

  /** From a closed viewer: a new history entry. */
  const open = useCallback(
    (value: string) => {
      setKey(value);
      write(value, latest.current.raw === null);
    },
    [write],
  );
  /** Within the viewer (previous, next, the strip), or to correct the address: same entry. */
  const move = useCallback(
    (value: string | null) => {
      setKey(value);
      write(value, false);
    },
    [write],
  );
  const close = useCallback(() => {
    setKey(null);
    if (latest.current.state?.viewerOpened && latest.current.raw !== null) {
      pending.current.add(null);
      navigate(-1);
    } else {
      write(null, false);
    }
  }, [navigate, write]);

  // `address`: what ?screen= says now; `key` follows it one render later (after Back, say).
  return { key, address: raw, open, move, close };
}
