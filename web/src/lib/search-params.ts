// Page state that lives in the address: small helpers shared by the pages' URL hooks.

/** Trimmed, non-empty, each value once, in the order given. */
export function cleanList(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

/** The values of a repeated parameter (?tag=a&tag=b); blanks and repeats are dropped. */
export function readList(params: URLSearchParams, key: string): string[] {
  return cleanList(params.getAll(key));
}

/**
 * A copy of `prev` with some keys replaced: a list becomes one entry per value, an empty list,
 * blank string or null removes the key. Other parameters (?screen=, ?search=) are kept.
 */
export function withParams(
  prev: URLSearchParams,
  changes: Record<string, string | readonly string[] | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    const values = value == null ? [] : typeof value === 'string' ? [value] : value;
    for (const v of cleanList(values)) next.append(key, v);
  }
  return next;
}

/**
 * One history rule for filters on every page: a filter change is a new entry (Back undoes it, and the
 * scroll position stays where it was). Only refining a search already in the address replaces its
 * entry: the box follows the typing, and each pause would otherwise be an entry of its own.
 */
export function filterHistory(key: string, before: string | null | undefined, after: string | null | undefined) {
  const refining = key === 'search' && !!before?.trim() && !!after?.trim();
  return { replace: refining, preventScrollReset: true };
}
