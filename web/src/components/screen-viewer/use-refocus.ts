import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the open viewer comes to show another app's screen without closing (Back from a similar screen
 * to the app page it was opened on), focus is put where an opening puts it, the dialog's first link or
 * button, unless it is inside the dialog already: the focused element may have left with the other
 * screen (the page then focused nothing), and the focus trap only places focus when it starts.
 */
export function useRefocusOnAppChange(content: RefObject<HTMLElement | null>, appId: string | undefined) {
  const shown = useRef(appId);
  useEffect(() => {
    const before = shown.current;
    shown.current = appId;
    const el = content.current;
    if (!el || !appId || !before || before === appId || el.contains(document.activeElement)) return;
    el.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus({ preventScroll: true });
  }, [content, appId]);
}
