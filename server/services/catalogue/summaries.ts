// The per-app summaries (visible screens, tag counts, hidden) and the search postings (one row per word
// of each visible screen, schema/migrations/*_search_postings) are kept by the database in the same
// transaction as every write (schema/migrations/*_summaries). Writers only say an app was updated
// ("latest" sort); the recompute below is the independent check: set-based, from the screens alone.

import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** A screen of these apps was added, moved or removed: they count as updated for the "latest" sort. */
export async function touchApps(tx: Prisma.TransactionClient, ids: number[]) {
  await tx.app.updateMany({ where: { id: { in: [...new Set(ids)] } }, data: { updatedAt: new Date() } });
}

/**
 * Recounts every app from its screens in one pass and writes only what differs; returns the ids it
 * corrected (none, when every writer kept the summaries). Screen writers wait while it runs, so a
 * write cannot land between the count and its result.
 */
export async function recomputeSummaries(db: Db): Promise<number[]> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`LOCK TABLE "Screen" IN SHARE MODE`;
    const rows = await tx.$queryRaw<{ id: number }[]>`
      WITH per_tag AS (
        SELECT s."appId" AS id, d.t, COUNT(*)::int AS n
        FROM "Screen" s CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(s.tags) AS u WHERE u <> '') AS d(t)
        WHERE NOT s.hidden GROUP BY 1, 2
      ),
      tags AS (SELECT id, jsonb_object_agg(t, n) AS tags FROM per_tag GROUP BY id),
      counts AS (SELECT "appId" AS id, COUNT(*)::int AS n FROM "Screen" WHERE NOT hidden GROUP BY 1),
      want AS (
        SELECT a.id, COALESCE(c.n, 0) AS screens, COALESCE(t.tags, '{}'::jsonb) AS tags,
          a.status IS NOT DISTINCT FROM 'Hide' AS hidden
        FROM "App" a LEFT JOIN counts c ON c.id = a.id LEFT JOIN tags t ON t.id = a.id
      ), fixed AS (
        UPDATE "App" a SET "screenCount" = w.screens, "tagCounts" = w.tags, hidden = w.hidden
        FROM want w
        WHERE a.id = w.id AND (a."screenCount", a."tagCounts", a.hidden) IS DISTINCT FROM (w.screens, w.tags, w.hidden)
        RETURNING a.id
      )
      SELECT id FROM fixed`;
    const postings = await repairPostings(tx);
    const ids = [...new Set([...rows.map((r) => r.id), ...postings])].sort((a, b) => a - b);
    // What it corrected is news for every instance's caches: logged and announced like any app write.
    if (ids.length) await tx.$queryRaw`SELECT 1 AS logged FROM (SELECT vitrine_changed('{}', ${ids}::int[])) AS x`;
    return ids;
  });
}

/** The postings every visible screen's search vector implies, as a query (both statements below need it). */
const WANTED_POSTINGS = `
  SELECT u.lexeme AS term, s.id AS "screenId", s."appId", vitrine_term_weight(u.weights) AS weight
  FROM "Screen" s CROSS JOIN LATERAL unnest(s."searchVector") AS u
  WHERE NOT s.hidden AND s."searchVector" IS NOT NULL`;

/** Drops the postings no screen implies (or implies otherwise), adds the missing ones; returns their apps. */
async function repairPostings(tx: Prisma.TransactionClient): Promise<number[]> {
  const dropped = await tx.$queryRawUnsafe<{ id: number }[]>(`
    WITH gone AS (
      DELETE FROM "SearchPosting" p WHERE NOT EXISTS (
        SELECT 1 FROM (${WANTED_POSTINGS}) w
        WHERE w.term = p.term AND w."screenId" = p."screenId" AND w."appId" = p."appId" AND w.weight = p.weight)
      RETURNING p."appId"
    ) SELECT DISTINCT "appId" AS id FROM gone`);
  const added = await tx.$queryRawUnsafe<{ id: number }[]>(`
    WITH missing AS (
      INSERT INTO "SearchPosting" (term, "screenId", "appId", weight)
      SELECT * FROM (${WANTED_POSTINGS}) w
      WHERE NOT EXISTS (SELECT 1 FROM "SearchPosting" p WHERE p.term = w.term AND p."screenId" = w."screenId")
      RETURNING "appId"
    ) SELECT DISTINCT "appId" AS id FROM missing`);
  return [...dropped, ...added].map((r) => r.id);
}
