import { useCallback, useEffect, useRef, useState } from 'react';

export type Status = 'idle' | 'loading' | 'success' | 'error';
export const STATUS_RESET_MS = 3000;

/** idle → loading → success | error, with success and error falling back to idle after 3 s. */
export function useTimedStatus(onReset: () => void) {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reset = useRef(onReset);
  reset.current = onReset;

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: 'success' | 'error') => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      reset.current();
    }, STATUS_RESET_MS);
  }, []);

  return { status, start: useCallback(() => setStatus('loading'), []), settle };
}
