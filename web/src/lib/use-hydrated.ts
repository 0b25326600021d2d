import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and during hydration, true afterwards (no extra state, no effect). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
