/**
 * A few seconds of memory for rendered pages. Server rendering costs ~100–200 ms of CPU per page,
 * so bursts (link previews, crawlers, many tabs) would otherwise queue up on the event loop;
 * concurrent requests for the same address also share one render.
 */
export function createMicroCache<T>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();

  /** `keep` says whether a result is worth reusing (a page that fell back to the browser is not). */
  function cached(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < options.ttlMs) return hit.value;
    const value = produce();
    entries.delete(key);
    entries.set(key, { at: now, value });
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((v) => keep(v) || forget(), forget);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  }
  /** Drops everything, for when the data behind the pages changed. */
  return Object.assign(cached, { clear: () => entries.clear() });
}
