// One screen's similar screens in a large catalogue (docs/similar-screens.md, "Bounded work per screen"):
// instead of scoring every public screen, a capped candidate set read from indexes — the screens that list
// it, its own app's, those sharing a tag (GIN), its words (SearchPosting, rarest first) or the first bits of
// its perceptual hash — scored exactly; then it is merged into the candidates' kept lists it now beats.
import type { Db } from '../../db/database.ts';
import { PUBLIC_SCREEN } from './screens.ts';
import { FACT_SELECT, toFacts } from './similar-facts.ts';
import {
  type Corpus,
  featuresOf,
  KEPT,
  neighboursOf,
  PER_APP,
  type ScreenFacts,
  similarity,
  wordsOf,
} from './similar-score.ts';
import { keptLists } from './similar-write.ts';

/** At most this many screens are scored for one new screen. */
export const CANDIDATE_CAP = 1_500;
/** Screens read to estimate how rare a word is in the catalogue (kept for a while: it changes slowly). */
const SAMPLE = 2_000;
const SAMPLE_TTL_MS = 10 * 60_000;

const corpora = new WeakMap<object, { at: number; n: number; counts: Map<string, number>; size: number }>();

/** The catalogue's word rarity, estimated from an evenly spread sample (never below what the set holds). */
async function corpusOf(db: Db): Promise<Corpus> {
  let kept = corpora.get(db);
  if (!kept || Date.now() - kept.at > SAMPLE_TTL_MS) {
    const n = await db.screen.count({ where: PUBLIC_SCREEN });
    const [range] = await db.$queryRaw<
      { lo: number | null; hi: number | null }[]
    >`SELECT min(id) AS lo, max(id) AS hi FROM "Screen"`;
    const lo = range?.lo ?? 0;
    const step = Math.max(1, Math.floor(((range?.hi ?? 0) - lo + 1) / SAMPLE));
    const ids = Array.from({ length: SAMPLE }, (_, i) => lo + i * step);
    const rows = await db.screen.findMany({
      where: { id: { in: ids }, ...PUBLIC_SCREEN },
      select: { name: true, description: true, ocrText: true },
    });
    const counts = new Map<string, number>();
    for (const r of rows) for (const w of new Set(wordsOf(r))) counts.set(w, (counts.get(w) ?? 0) + 1);
    kept = { at: Date.now(), n, counts, size: Math.max(1, rows.length) };
    corpora.set(db, kept);
  }
  const { n, counts, size } = kept;
  return { n, df: (w, inSet) => Math.max(inSet, Math.round(((counts.get(w) ?? 0) * n) / size)) };
}

/** The ids worth scoring against a screen, from indexes only, at most CANDIDATE_CAP. */
async function candidateIds(db: Db, target: ScreenFacts): Promise<number[]> {
  const per = Math.floor(CANDIDATE_CAP / 6);
  // The first 12 bits of the hash as a bucket: a range over the hash's index.
  const prefix = target.look?.hash.slice(0, 3) ?? 'g';
  const rows = await db.$queryRaw<{ id: number }[]>`
    (SELECT "screenId" AS id FROM "ScreenNeighbour" WHERE "neighbourId" = ${target.id})
    UNION (SELECT id FROM "Screen" WHERE "appId" = ${target.appId} LIMIT ${per})
    UNION (SELECT id FROM "Screen" WHERE tags && ${target.tags}::text[] ORDER BY id DESC LIMIT ${per * 2})
    UNION (SELECT p."screenId" FROM (
        SELECT t.term FROM (SELECT unnest(tsvector_to_array("searchVector")) AS term FROM "Screen" WHERE id = ${target.id}) t
        CROSS JOIN LATERAL (SELECT count(*) AS df FROM (SELECT 1 FROM "SearchPosting" s WHERE s.term = t.term LIMIT 5000) x) c
        WHERE c.df > 1 ORDER BY c.df, t.term LIMIT 12) r
      CROSS JOIN LATERAL (SELECT "screenId" FROM "SearchPosting" s WHERE s.term = r.term ORDER BY "screenId" DESC LIMIT ${Math.floor(per / 4)}) p)
    UNION (SELECT "screenId" FROM "ScreenLook" WHERE hash >= ${prefix} AND hash < ${`${prefix}g`} LIMIT ${per})`;
  return rows
    .map((r) => Number(r.id))
    .filter((id) => id !== target.id)
    .slice(0, CANDIDATE_CAP);
}

/** A kept list with one screen put in (or taken out): best first, at most PER_APP per app, KEPT in all. */
function merged(
  list: { neighbourId: number; score: number; appId: number }[],
  add: { neighbourId: number; score: number; appId: number } | null,
) {
  const all = list.filter((r) => r.neighbourId !== add?.neighbourId);
  if (add && add.score > 0) all.push(add);
  all.sort((x, y) => y.score - x.score || x.neighbourId - y.neighbourId);
  const perApp = new Map<number, number>();
  const out: { neighbourId: number; score: number; rank: number }[] = [];
  for (const r of all) {
    const k = perApp.get(r.appId) ?? 0;
    if (k >= PER_APP) continue;
    perApp.set(r.appId, k + 1);
    out.push({ neighbourId: r.neighbourId, score: r.score, rank: out.length + 1 });
    if (out.length >= KEPT) break;
  }
  return out;
}

/** Each screen's kept list length and lowest score, read without its rows. */
async function floorsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.$queryRaw<{ id: number; n: number; lo: number }[]>`
    SELECT "screenId" AS id, count(*)::int AS n, min(score) AS lo FROM "ScreenNeighbour"
    WHERE "screenId" = ANY(${ids}::int[]) GROUP BY "screenId"`;
  return new Map(rows.map((r) => [Number(r.id), Number(r.n) >= KEPT ? Number(r.lo) : 0]));
}

/**
 * Lists to write for one screen, by its candidates (null target: it left, it leaves every list), with the
 * kept lists they replace (similar-write.ts writes only the difference).
 */
export async function boundedLists(db: Db, screenId: number) {
  const lists = new Map<number, { neighbourId: number; score: number; rank: number }[]>();
  const [row, listing] = await Promise.all([
    db.screen.findFirst({ where: { id: screenId, ...PUBLIC_SCREEN }, select: FACT_SELECT }),
    db.screenNeighbour.findMany({ where: { neighbourId: screenId }, select: { screenId: true } }),
  ]);
  const targetFacts = row ? toFacts(row) : null;
  const [ids, corpus] = await Promise.all([
    targetFacts ? candidateIds(db, targetFacts) : listing.map((l) => l.screenId),
    corpusOf(db),
  ]);
  const [rows, floors] = await Promise.all([
    ids.length ? db.screen.findMany({ where: { id: { in: ids }, ...PUBLIC_SCREEN }, select: FACT_SELECT }) : [],
    floorsOf(db, ids),
  ]);
  const all = featuresOf([...(targetFacts ? [targetFacts] : []), ...rows.map((r) => toFacts(r))], corpus);
  const target = targetFacts ? all[0] : undefined;
  const others = target ? all.slice(1) : all;
  const listed = new Set(listing.map((l) => l.screenId));
  const scores = new Map<number, number>();
  for (const o of others) {
    const score = target ? Math.round(similarity(o, target) * 10000) / 10000 : 0;
    if (score > (floors.get(o.id) ?? 0) || listed.has(o.id)) scores.set(o.id, score);
  }
  // Lists that held it, of screens no longer scored here (hidden since, say): it leaves them.
  for (const id of listed) if (!scores.has(id)) scores.set(id, 0);
  const before = await keptLists(db, [screenId, ...scores.keys()]);
  lists.set(screenId, target ? neighboursOf(target, others) : []);
  const appId = targetFacts?.appId ?? 0;
  for (const [id, score] of scores)
    lists.set(id, merged(before.get(id) ?? [], { neighbourId: screenId, score, appId }));
  return { lists, before };
}
