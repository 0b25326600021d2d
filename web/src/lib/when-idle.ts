/** Runs `run` when the browser is idle (within `timeout` ms at the latest); returns a cancel. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
