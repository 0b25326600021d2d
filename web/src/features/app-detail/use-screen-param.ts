import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type Keyed = { airtableId: string; dbId: number };

const find = (screens: ReadonlyArray<Keyed>, key: string) =>
  screens.findIndex((s) => s.airtableId === key || (/^\d+$/.test(key) && String(s.dbId) === key));

/**
 * ?screen= holds the open screen's airtableId. A numeric database id is accepted on load and
 * rewritten. The open index lives in state so quick key presses never read a stale address;
 * the address follows it, and addresses we did not write (load, links) are adopted.
 */
export function useScreenParam(screens: ReadonlyArray<Keyed> | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('screen');
  const [index, setIndex] = useState<number | null>(null);
  const pending = useRef(new Set<string | null>());

  const current = useRef(raw);
  current.current = raw;

  const write = useCallback(
    (value: string | null) => {
      // Only real changes are awaited: an unchanged address would never come back to clear them.
      if (value === current.current) return;
      pending.current.add(value);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set('screen', value);
          else next.delete('screen');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The effect below follows the list's content, not its identity: a re-delivered query result
  // with the same screens has nothing to adopt.
  const latest = useRef(screens);
  latest.current = screens;
  const listKey = screens?.map((s) => s.airtableId).join('\n');

  useEffect(() => {
    const screens = latest.current;
    if (!screens || listKey === undefined) return;
    // While the address has not caught up with our own write, it says nothing new: adopting it
    // would undo a click made before this effect first ran (a slow hydration) or before the
    // navigation committed.
    if (pending.current.size > 0) {
      if (pending.current.has(raw)) pending.current.clear();
      return;
    }
    const at = raw ? find(screens, raw) : -1;
    setIndex(at < 0 ? null : at);
    // Unknown (or now filtered-out) screens leave the address; numeric ids become airtableIds.
    const canonical = at < 0 ? null : (screens[at]?.airtableId ?? null);
    if (canonical !== raw) write(canonical);
  }, [raw, listKey, write]);

  const open = useCallback(
    (i: number) => {
      setIndex(i);
      write(screens?.[i]?.airtableId ?? null);
    },
    [screens, write],
  );
  const close = useCallback(() => {
    setIndex(null);
    write(null);
  }, [write]);

  return { index, open, close };
}
