// Judging a set of top fives: precision@5 per kind and overall, and top fives with one app more than twice.
export type TopFive = { kind: string; top: { kind: string; appId: number }[] };

export const TARGET = 0.8;

/** Prints the table and the totals; true when the set meets its targets. */
export function report(title: string, rows: TopFive[]): boolean {
  const perKind = new Map<string, { hits: number; total: number; screens: number }>();
  let crowded = 0;
  for (const { kind, top } of rows) {
    const k = perKind.get(kind) ?? { hits: 0, total: 0, screens: 0 };
    k.screens++;
    k.total += 5;
    k.hits += top.filter((n) => n.kind === kind).length;
    perKind.set(kind, k);
    const apps = new Map<number, number>();
    for (const n of top) apps.set(n.appId, (apps.get(n.appId) ?? 0) + 1);
    if ([...apps.values()].some((c) => c > 2)) crowded++;
  }
  console.log(`\n${title}\n\n| kind | screens | precision@5 |\n|---|---|---|`);
  let hits = 0;
  let total = 0;
  for (const [kind, k] of [...perKind].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`| ${kind} | ${k.screens} | ${(k.hits / k.total).toFixed(3)} |`);
    hits += k.hits;
    total += k.total;
  }
  const precision = hits / (total || 1);
  console.log(`\nprecision@5 over ${rows.length} screens: ${precision.toFixed(3)} (target ≥ ${TARGET})`);
  console.log(`top fives with an app more than twice: ${crowded} (target 0)`);
  return precision >= TARGET && crowded === 0 && rows.length > 0;
}
