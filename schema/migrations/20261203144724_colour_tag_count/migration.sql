-- The colour filter's count, index-only (server/services/gallery/gallery-colour.ts): at 200,000 screens
-- `tag=list&colour=#ffffff` matches 38,000 screens spread over every page of "ScreenColourFilter", and an exact
-- count that visits them all took 94 ms of plain SQL. Here each visible screen has a row per sizeable colour and
-- tag (and the tag '' for "any tag"), every column in the key: the count reads the tag's rows in the cells the
-- query's sphere reaches and checks the distance inside the index.

-- CreateTable
CREATE TABLE "ScreenColourTag" (
    "tag" TEXT NOT NULL,
    "cell" INTEGER NOT NULL,
    "appId" INTEGER NOT NULL,
    "id" INTEGER NOT NULL,
    "l" DOUBLE PRECISION NOT NULL,
    "a" DOUBLE PRECISION NOT NULL,
    "b" DOUBLE PRECISION NOT NULL
);

-- Rewrites these screens' rows from "Screen" and their palettes (a hidden screen has none: no filter finds it).
CREATE FUNCTION vitrine_colour_tags(ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "ScreenColourTag" t WHERE t.id = ANY(ids);
  INSERT INTO "ScreenColourTag" (tag, cell, "appId", id, l, a, b)
  SELECT DISTINCT g.tag, vitrine_colour_cell(c.l, c.a, c.b), s."appId", s.id, c.l, c.a, c.b
  FROM "Screen" s
  JOIN "ScreenColour" c ON c."screenId" = s.id AND c.share >= 0.04
  CROSS JOIN LATERAL unnest(array_append(s.tags, '')) AS g(tag)
  WHERE s.id = ANY(ids) AND s.hidden = false
  ON CONFLICT DO NOTHING;
$$;

-- The palettes written before this migration, before the key exists (one index build instead of many inserts).
INSERT INTO "ScreenColourTag" (tag, cell, "appId", id, l, a, b)
SELECT DISTINCT g.tag, vitrine_colour_cell(c.l, c.a, c.b), s."appId", s.id, c.l, c.a, c.b
FROM "Screen" s
JOIN "ScreenColour" c ON c."screenId" = s.id AND c.share >= 0.04
CROSS JOIN LATERAL unnest(array_append(s.tags, '')) AS g(tag)
WHERE s.hidden = false;

ALTER TABLE "ScreenColourTag" ADD CONSTRAINT "ScreenColourTag_pkey" PRIMARY KEY ("tag","cell","appId","id","l","a","b");

-- CreateIndex
CREATE INDEX "ScreenColourTag_id_idx" ON "ScreenColourTag"("id");

-- AddForeignKey
ALTER TABLE "ScreenColourTag" ADD CONSTRAINT "ScreenColourTag_id_fkey" FOREIGN KEY ("id") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ANALYZE "ScreenColourTag";

-- Palette writes rewrite both copies (the triggers of 20261203111320_colour_filter call these).
CREATE OR REPLACE FUNCTION vitrine_colours_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[] := ARRAY(SELECT DISTINCT "screenId" FROM changed_rows);
BEGIN
  PERFORM vitrine_colour_filter(ids);
  PERFORM vitrine_colour_tags(ids);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION vitrine_colours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[] := ARRAY(SELECT "screenId" FROM old_rows UNION SELECT "screenId" FROM new_rows);
BEGIN
  PERFORM vitrine_colour_filter(ids);
  PERFORM vitrine_colour_tags(ids);
  RETURN NULL;
END
$$;

-- A screen hidden, shown, moved or retagged rewrites its rows here; a new rank (the rank triggers renumber many
-- screens at once) touches only the narrow copy, which keeps no tag rows.
CREATE OR REPLACE FUNCTION vitrine_colour_filter_screens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_colour_tags(ARRAY(
    SELECT n.id FROM new_rows n JOIN "ScreenColourFilter" f ON f.id = n.id
    WHERE (f."appId", f.hidden, f.tags) IS DISTINCT FROM (n."appId", n.hidden, n.tags)));
  UPDATE "ScreenColourFilter" f SET "appId" = n."appId", "appRank" = n."appRank", hidden = n.hidden, tags = n.tags
  FROM new_rows n
  WHERE f.id = n.id
    AND (f."appId", f."appRank", f.hidden, f.tags) IS DISTINCT FROM (n."appId", n."appRank", n.hidden, n.tags);
  RETURN NULL;
END
$$;
