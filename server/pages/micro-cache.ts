/**
 * A few seconds of memory for rendered pages. Server rendering costs ~100–200 ms of CPU per page,
 * so bursts (link previews, crawlers, many tabs) would otherwise queue up on the event loop;
 * concurrent requests for the same address also share one render. Bounded by entries and by bytes
 * (`weigh`, counted once a render is done); expired entries leave on the next write, or a sweep one
 * lifetime later when no write comes (an idle server holds no pages), so a flood of distinct
 * addresses holds at most the budget.
 */
export function createMicroCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  weigh?: (value: T) => number;
}) {
  type Entry = { at: number; value: Promise<T>; bytes: number };
  const entries = new Map<string, Entry>();
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const trim = (now: number) => {
    for (const [key, entry] of entries) {
      const expired = now - entry.at >= options.ttlMs;
      if (!expired && entries.size <= options.maxEntries && bytes <= maxBytes) break;
      remove(key, entry);
    }
  };

  let sweep: NodeJS.Timeout | undefined;
  const sweepLater = () => {
    if (sweep || !entries.size) return;
    sweep = setTimeout(() => {
      sweep = undefined;
      trim(Date.now());
      sweepLater();
    }, options.ttlMs);
    sweep.unref();
  };

  /** `keep` says whether a result is worth reusing (a page that fell back to the browser is not). */
  function cached(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < options.ttlMs) return hit.value;
    if (hit) remove(key, hit);
    const entry: Entry = { at: now, value: produce(), bytes: 0 };
    entries.set(key, entry);
    entry.value.then(
      (v) => {
        if (!keep(v)) return remove(key, entry);
        if (entries.get(key) !== entry) return;
        entry.bytes = options.weigh?.(v) ?? 0;
        bytes += entry.bytes;
        trim(Date.now());
      },
      () => remove(key, entry),
    );
    trim(now);
    sweepLater();
    return entry.value;
  }
  /** Drops everything, for when the data behind the pages changed. */
  return Object.assign(cached, {
    /** `match`: only the addresses it accepts (the answers to a search, when only image words changed). */
    clear: (match?: (key: string) => boolean) => {
      for (const [key, entry] of entries) if (!match || match(key)) remove(key, entry);
    },
    size: () => ({ entries: entries.size, bytes }),
  });
}
