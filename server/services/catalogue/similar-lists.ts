// Keeping similar screens' lists (docs/similar-screens.md): the facts of every public screen, a screen's
// list rewritten, and the lists of the others that it enters or leaves. Called by the screen-look jobs.
import type { Db } from '../../db/database.ts';
import { PUBLIC_SCREEN } from './screens.ts';
import { boundedLists } from './similar-candidates.ts';
import { FACT_SELECT, toFacts } from './similar-facts.ts';
import {
  type Features,
  featuresOf,
  KEPT,
  type Neighbour,
  neighboursOf,
  type ScreenFacts,
  similarity,
} from './similar-score.ts';
import { keptLists, writeChanges } from './similar-write.ts';

export { PUBLIC_SCREEN };

/** Every public screen's facts (its look when computed). */
export async function loadFacts(db: Db): Promise<ScreenFacts[]> {
  const rows = await db.screen.findMany({
    where: PUBLIC_SCREEN,
    select: FACT_SELECT,
    orderBy: { id: 'asc' },
  });
  return rows.map(toFacts);
}

/** Replaces the lists of these screens (one transaction). */
export async function writeLists(db: Db, lists: Map<number, Neighbour[]>) {
  const ids = [...lists.keys()];
  for (let i = 0; i < ids.length; i += 200) {
    const part = ids.slice(i, i + 200);
    const rows = part.flatMap((screenId) => (lists.get(screenId) ?? []).map((n) => ({ screenId, ...n })));
    await db.$transaction([
      db.screenNeighbour.deleteMany({ where: { screenId: { in: part } } }),
      db.screenNeighbour.createMany({ data: rows }),
    ]);
  }
}

/** Every list again (the backfill). */
export async function recomputeAll(db: Db) {
  const all = featuresOf(await loadFacts(db));
  const lists = new Map<number, Neighbour[]>();
  for (const f of all) lists.set(f.id, neighboursOf(f, all));
  await writeLists(db, lists);
  return all.length;
}

/** Up to this many public screens, a screen is scored against every one; past it, against its candidates. */
export const EVERY_SCREEN_UP_TO = 5_000;

/**
 * One screen's list, and the lists of the others it now enters or leaves: a screen it scores above their
 * last kept one (or whose list is short), or one that listed it. A screen no longer public leaves every list.
 * In a large catalogue the work is bounded: only its candidates are scored (similar-candidates.ts).
 */
export async function recomputeAround(db: Db, screenId: number, everyUpTo = EVERY_SCREEN_UP_TO) {
  if ((await db.screen.count({ where: PUBLIC_SCREEN, take: everyUpTo + 1 })) > everyUpTo) {
    const { lists, before } = await boundedLists(db, screenId);
    await writeChanges(db, lists, before);
    return lists.size;
  }
  const all = featuresOf(await loadFacts(db));
  const target = all.find((f) => f.id === screenId);
  const listing = await db.screenNeighbour.findMany({ where: { neighbourId: screenId }, select: { screenId: true } });
  const affected = new Set(listing.map((l) => l.screenId));
  if (target) {
    const floors = await db.screenNeighbour.groupBy({
      by: ['screenId'],
      _min: { score: true },
      _count: { _all: true },
    });
    const floor = new Map(floors.map((f) => [f.screenId, f._count._all >= KEPT ? (f._min.score ?? 0) : 0]));
    for (const f of all) {
      if (f.id === screenId) continue;
      if (similarity(f, target) > (floor.get(f.id) ?? 0)) affected.add(f.id);
    }
  }
  const byId = new Map<number, Features>(all.map((f) => [f.id, f]));
  const lists = new Map<number, Neighbour[]>();
  lists.set(screenId, target ? neighboursOf(target, all) : []);
  for (const id of affected) {
    const f = byId.get(id);
    lists.set(id, f ? neighboursOf(f, all) : []);
  }
  await writeChanges(db, lists, await keptLists(db, [...lists.keys()]));
  return lists.size;
}
