// Screens are shown grouped by flow, in the order the server sends them (flows alphabetical with
// 'Other' last, then by order: the public app page's rule), so grouping keeps that order.

export type FlowGroup<T> = { flow: string; screens: T[] };

/** Consecutive screens of the same flow, in the order given. */
export function groupByFlow<T extends { flow: string }>(screens: readonly T[]): FlowGroup<T>[] {
  const groups: FlowGroup<T>[] = [];
  for (const screen of screens) {
    const last = groups[groups.length - 1];
    if (last?.flow === screen.flow) last.screens.push(screen);
    else groups.push({ flow: screen.flow, screens: [screen] });
  }
  return groups;
}

/**
 * The whole flow's ids in their new order after moving one screen up (-1) or down (+1), or null
 * when it is already at that end (the server wants every id of the flow, once).
 */
export function movedIds(ids: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
