// Writing the lists one screen changes (issue 60: a new screen enters hundreds of lists): only the rows that
// differ from what is kept — its own row put in, the displaced last one taken out, the ranks below it moved —
// in two set-based statements for all the lists at once, instead of each list deleted and written again.
import type { Db } from '../../db/database.ts';
import { KEPT, type Neighbour } from './similar-score.ts';

export type KeptRow = { screenId: number; neighbourId: number; score: number; rank: number };

/** The kept lists of these screens, as they stand (each row with the neighbour's app, for the per-app cap). */
export async function keptLists(db: Db, screenIds: number[]) {
  const out = new Map<number, (Neighbour & { appId: number })[]>();
  if (screenIds.length === 0) return out;
  const rows = await db.$queryRaw<(KeptRow & { appId: number })[]>`
    SELECT n."screenId", n."neighbourId", n.score, n.rank, s."appId"
    FROM "ScreenNeighbour" n JOIN "Screen" s ON s.id = n."neighbourId"
    WHERE n."screenId" = ANY(${screenIds}::int[])`;
  for (const r of rows) {
    const id = Number(r.screenId);
    const list = out.get(id) ?? [];
    list.push({
      neighbourId: Number(r.neighbourId),
      score: Number(r.score),
      rank: Number(r.rank),
      appId: Number(r.appId),
    });
    out.set(id, list);
  }
  return out;
}

/**
 * Writes these lists over the kept ones (`before`, read in the same job): rows gone are deleted, rows new or
 * moved are upserted. The upsert also covers a row another job wrote meanwhile.
 */
export async function writeChanges(db: Db, lists: Map<number, Neighbour[]>, before: Map<number, Neighbour[]>) {
  const gone: { s: number[]; n: number[] } = { s: [], n: [] };
  const put: { s: number[]; n: number[]; score: number[]; rank: number[] } = { s: [], n: [], score: [], rank: [] };
  for (const [screenId, list] of lists) {
    const old = new Map((before.get(screenId) ?? []).map((r) => [r.neighbourId, r]));
    for (const r of list) {
      const was = old.get(r.neighbourId);
      old.delete(r.neighbourId);
      if (was && was.rank === r.rank && was.score === r.score) continue;
      put.s.push(screenId);
      put.n.push(r.neighbourId);
      put.score.push(r.score);
      put.rank.push(r.rank);
    }
    for (const neighbourId of old.keys()) {
      gone.s.push(screenId);
      gone.n.push(neighbourId);
    }
  }
  const statements = [];
  if (gone.s.length)
    statements.push(db.$executeRaw`
      DELETE FROM "ScreenNeighbour" d USING unnest(${gone.s}::int[], ${gone.n}::int[]) AS x(s, n)
      WHERE d."screenId" = x.s AND d."neighbourId" = x.n`);
  if (put.s.length)
    statements.push(db.$executeRaw`
      INSERT INTO "ScreenNeighbour" ("screenId", "neighbourId", score, rank)
      SELECT * FROM unnest(${put.s}::int[], ${put.n}::int[], ${put.score}::float8[], ${put.rank}::int[])
      ON CONFLICT ("screenId", "neighbourId") DO UPDATE SET score = EXCLUDED.score, rank = EXCLUDED.rank`);
  if (!statements.length) return { deleted: 0, written: 0 };
  // The backfill (main worker) and a screen's job (OCR worker) may write one list from two readings of it:
  // numbering the touched lists again by score (ties in their written order) and keeping KEPT rows leaves a
  // list whole — ranks 1..n, none repeated — whichever wrote last; the next job puts the rest right.
  const touched = [...lists.keys()];
  statements.push(db.$executeRaw`
    UPDATE "ScreenNeighbour" n SET rank = r.k
    FROM (SELECT "screenId", "neighbourId",
            row_number() OVER (PARTITION BY "screenId" ORDER BY score DESC, rank, "neighbourId")::int AS k
          FROM "ScreenNeighbour" WHERE "screenId" = ANY(${touched}::int[])) r
    WHERE n."screenId" = r."screenId" AND n."neighbourId" = r."neighbourId" AND n.rank <> r.k`);
  statements.push(db.$executeRaw`
    DELETE FROM "ScreenNeighbour" WHERE "screenId" = ANY(${touched}::int[]) AND rank > ${KEPT}`);
  await db.$transaction(statements);
  return { deleted: gone.s.length, written: put.s.length };
}
