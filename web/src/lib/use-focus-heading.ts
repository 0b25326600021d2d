import { useEffect, useRef } from 'react';

const WAIT_MS = 10_000;
const OPEN_MODAL = '[aria-modal=true][data-state=open]';

/**
 * After a client-side navigation (a new path; not the first load, not ?query changes), focus moves to
 * the new page's main heading, so a screen reader announces it and the keyboard starts from there
 * instead of the page body. Pages load lazily: the heading is awaited until it appears. Not while a
 * modal dialog is open: it keeps focus (and gives it back when it closes).
 */
export function useFocusHeadingOnNavigation(pathname: string, containerId: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = document.getElementById(containerId);
    if (!container) return;
    // Where focus was when the path changed (the link used, or nothing): if the visitor has moved it
    // since (typing in the new page's search box), it is theirs and stays.
    const before = document.activeElement;
    const focus = () => {
      // A modal dialog open on the new page (the viewer of its ?screen=, kept open across Back from a
      // similar screen) owns focus: taking it to the heading behind made the dialog dismiss itself.
      if (document.querySelector(OPEN_MODAL)) return true;
      const now = document.activeElement;
      if (now !== before && now !== document.body && now !== null) return true;
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, containerId]);
}
