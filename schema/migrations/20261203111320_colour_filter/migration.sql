-- The gallery's colour filter reads a narrow copy of each screen's filter columns beside its sizeable colours
-- (server/services/gallery/gallery-colour.ts): at 200,000 screens a tag and a colour matched tens of thousands
-- of screens, and counting them through "Screen" (280 MB, mostly search vectors and OCR text) and an EXISTS
-- over "ScreenColour" per screen took 200–370 ms of plain SQL.

-- CreateTable
CREATE TABLE "ScreenColourFilter" (
    "id" INTEGER NOT NULL,
    "appId" INTEGER NOT NULL,
    "appRank" INTEGER NOT NULL,
    "hidden" BOOLEAN NOT NULL,
    "tags" TEXT[],
    "cells" INTEGER[],
    "lab" DOUBLE PRECISION[],

    CONSTRAINT "ScreenColourFilter_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "ScreenColourFilter" ADD CONSTRAINT "ScreenColourFilter_id_fkey" FOREIGN KEY ("id") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An OKLab colour's cell, 0.2 a side (l 0–1 and a, b about ±0.4 give indices well inside ±64). The same
-- arithmetic as colourCells in gallery-colour.ts, which lists the cells a query's sphere touches.
CREATE FUNCTION vitrine_colour_cell(l float8, a float8, b float8) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT (floor(l / 0.2::float8)::int + 64) * 16384 + (floor(a / 0.2::float8)::int + 64) * 128
    + (floor(b / 0.2::float8)::int + 64)
$$;

-- Rewrites the rows of these screens from their palettes: a screen without a colour of share ≥ 0.04
-- (COLOUR_MIN_SHARE) has none, since no colour filter can find it.
CREATE FUNCTION vitrine_colour_filter(ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "ScreenColourFilter" f WHERE f.id IN (SELECT unnest(ids))
    AND NOT EXISTS (SELECT 1 FROM "ScreenColour" c WHERE c."screenId" = f.id AND c.share >= 0.04);
  INSERT INTO "ScreenColourFilter" (id, "appId", "appRank", hidden, tags, cells, lab)
  SELECT s.id, s."appId", s."appRank", s.hidden, s.tags, k.cells, k.lab
  FROM (SELECT c."screenId" AS id, array_agg(DISTINCT vitrine_colour_cell(c.l, c.a, c.b)) AS cells,
          array_agg(u.v ORDER BY c.id, u.k) AS lab
        FROM "ScreenColour" c CROSS JOIN LATERAL unnest(ARRAY[c.l, c.a, c.b]) WITH ORDINALITY AS u(v, k)
        WHERE c."screenId" IN (SELECT unnest(ids)) AND c.share >= 0.04
        GROUP BY c."screenId") k
  JOIN "Screen" s ON s.id = k.id
  ON CONFLICT (id) DO UPDATE SET cells = EXCLUDED.cells, lab = EXCLUDED.lab;
$$;

-- The palettes written before this migration (indexes after: one build instead of 200,000 inserts).
SELECT vitrine_colour_filter(ARRAY(SELECT DISTINCT "screenId" FROM "ScreenColour"));

-- CreateIndex
CREATE INDEX "ScreenColourFilter_cells_idx" ON "ScreenColourFilter" USING GIN ("cells");

-- CreateIndex
CREATE INDEX "ScreenColourFilter_tags_idx" ON "ScreenColourFilter" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "ScreenColourFilter_appRank_id_idx" ON "ScreenColourFilter"("appRank", "id" DESC);

-- The planner's figures for the rows just written (else its first plans guess, until autovacuum runs).
ANALYZE "ScreenColourFilter";

-- Palette writes (the OCR job, the backfill, the demo, the scale seed) rewrite their screens' rows.
CREATE FUNCTION vitrine_colours_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_colour_filter(ARRAY(SELECT DISTINCT "screenId" FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "ScreenColour_filter_insert" AFTER INSERT ON "ScreenColour" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_colours_written();
CREATE TRIGGER "ScreenColour_filter_delete" AFTER DELETE ON "ScreenColour" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_colours_written();

CREATE FUNCTION vitrine_colours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_colour_filter(ARRAY(SELECT "screenId" FROM old_rows UNION SELECT "screenId" FROM new_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "ScreenColour_filter_update" AFTER UPDATE ON "ScreenColour"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_colours_updated();

-- A screen's filter columns follow it (hidden, moved, retagged, re-ranked by the rank triggers).
CREATE FUNCTION vitrine_colour_filter_screens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ScreenColourFilter" f SET "appId" = n."appId", "appRank" = n."appRank", hidden = n.hidden, tags = n.tags
  FROM new_rows n
  WHERE f.id = n.id
    AND (f."appId", f."appRank", f.hidden, f.tags) IS DISTINCT FROM (n."appId", n."appRank", n.hidden, n.tags);
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_colour_filter" AFTER UPDATE ON "Screen" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_colour_filter_screens();
