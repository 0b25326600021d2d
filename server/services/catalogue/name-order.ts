// The apps list sorts by name with a pt-BR collator on every read. At 2,000 apps that sort cost 5–6 ms
// of a read whose target is 50 ms, nearly all of it in collator.compare. A name's place among other
// names depends only on the collator, so the order of the names seen so far is computed once and every
// later sort compares two integers. Nothing here can go stale: a name not yet ranked (a new or renamed
// app, on this instance or another) makes the next read rank again.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Names kept beyond the current list (renamed or deleted apps) before the ranks start over. */
const SLACK = 2;

export function nameOrder() {
  let ranks = new Map<string, number>();
  const rebuild = (names: readonly string[]) => {
    const kept = ranks.size > SLACK * names.length ? [] : [...ranks.keys()];
    const all = [...new Set([...kept, ...names])].sort(collator.compare);
    // Names the collator calls equal ("Saúde" and "saude") share a rank, as compare() said 0.
    const next = new Map<string, number>();
    all.forEach((name, i) => {
      const prev = all[i - 1];
      next.set(name, prev !== undefined && collator.compare(prev, name) === 0 ? (next.get(prev) as number) : i);
    });
    ranks = next;
  };
  return {
    /** The rank of each of `names`, in order: a < b exactly when the collator puts the first name first. */
    ranksFor(names: readonly string[]): number[] {
      const out = new Array<number>(names.length);
      for (let i = 0; i < names.length; i++) {
        const r = ranks.get(names[i] as string);
        if (r === undefined) {
          rebuild(names);
          return names.map((n) => ranks.get(n) as number);
        }
        out[i] = r;
      }
      return out;
    },
  };
}

/** One per process: the ranks are a pure function of the names, shared by every request. */
export const appNameOrder = nameOrder();
