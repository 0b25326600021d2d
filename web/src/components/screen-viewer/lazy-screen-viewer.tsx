import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { useHydrated } from '@/lib/use-hydrated';
import type { ScreenViewerProps } from './screen-viewer';

// The viewer (dialog, zoom, gestures, strip) is a chunk of its own: the pages that open it carry
// none of it in their first load. It is fetched at the visitor's first interaction with the page,
// or at the first opening (a ?screen= address opens it once hydrated).
const load = () => import('./screen-viewer');
const Viewer = lazy(() => load().then((m) => ({ default: m.ScreenViewer })));

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
  useEffect(() => onFirstInteraction(() => void load().catch(() => undefined)), []);
  if (!hydrated || !(used || open)) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
