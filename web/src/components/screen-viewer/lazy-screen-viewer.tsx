import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { ScreenViewerProps } from './screen-viewer';

// The viewer (dialog, zoom, gestures, strip) is a chunk of its own: the pages that open it carry
// none of it in their first load. It is fetched when the browser is idle, or at the first opening.
const load = () => import('./screen-viewer');
const Viewer = lazy(() => load().then((m) => ({ default: m.ScreenViewer })));
const IDLE_FALLBACK_MS = 1000;

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Renders nothing on the server and during hydration (a viewer opened by ?screen= on load opens
 * once hydrated, when its portal can mount and trap focus as after a click), then stays mounted
 * after its first opening so closing animates as usual.
 */
export function LazyScreenViewer(props: ScreenViewerProps) {
  const hydrated = useHydrated();
  const open = props.current !== null;
  const [used, setUsed] = useState(false);
  if (open && hydrated && !used) setUsed(true);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  if (!hydrated || !(used || open)) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
