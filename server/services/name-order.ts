// The apps list sorts by name with a pt-BR collator on every read. At 2,000 apps that sort cost 5–6 ms
// of a read whose target is 50 ms, nearly all of it in collator.compare. A name's place among other
// names depends only on the collator, so the order of the names seen so far is computed once and every
// later sort compares two integers. Nothing here can go stale: a name not yet ranked (a new or renamed
// app, on this instance or another) makes the next read rank again.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Names kept beyond the current list (renamed or deleted apps) before the ranks start over. */
const SLACK = 2;

export type NameRanks = { rank(name: string): number };

export function nameOrder() {
  let ranks = new Map<string, number>();
  return {
    /** Ranks covering every one of `names`: rank(a) < rank(b) exactly when the collator puts a first. */
    ranksFor(names: readonly string[]): NameRanks {
      if (names.some((n) => !ranks.has(n))) {
        const kept = ranks.size > SLACK * names.length ? [] : [...ranks.keys()];
        const all = [...new Set([...kept, ...names])].sort(collator.compare);
        // Names the collator calls equal ("Saúde" and "saude") share a rank, as compare() said 0.
        const next = new Map<string, number>();
        all.forEach((name, i) => {
          const prev = all[i - 1];
          next.set(name, prev !== undefined && collator.compare(prev, name) === 0 ? (next.get(prev) as number) : i);
        });
        ranks = next;
      }
      const current = ranks;
      return { rank: (name) => current.get(name) as number };
    },
  };
}

/** One per process: the ranks are a pure function of the names, shared by every request. */
export const appNameOrder = nameOrder();
