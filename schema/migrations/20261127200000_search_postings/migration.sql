-- Search postings: one row per word of each visible screen's search vector, with that word's share of
-- the screen's rank, in the index itself. A one-word search (the usual one, and every typo widened to
-- its nearest words) ranks and counts its matches from the index alone: at 200,000 screens a common
-- word's 12,500 matches lay on 10,589 table pages of wide screen rows, which PGlite, with a small buffer
-- pool, read from disk on every search (80 ms); the same matches are ~100 index pages here.
-- Kept by the triggers below in the writer's transaction; written here, not in schema.prisma, because
-- Prisma cannot say COLLATE "C" (prefix ranges over the index) or INCLUDE (index-only scans).
CREATE TABLE "SearchPosting" (
  term text COLLATE "C" NOT NULL,
  "screenId" integer NOT NULL,
  "appId" integer NOT NULL,
  weight real NOT NULL,
  CONSTRAINT "SearchPosting_pkey" PRIMARY KEY (term, "screenId") INCLUDE ("appId", weight)
);

-- A word's share of ts_rank('{0.1, 0.3, 0.6, 1.0}', vector, query) for a query of words joined by OR
-- (PostgreSQL's calc_rank_or): its positions' weights, each divided by the square of its place, with the
-- heaviest one counted whole, over pi²/6. The rank of an OR query is the sum of its words' shares in the
-- screen, divided by the number of distinct words in the query.
CREATE FUNCTION vitrine_term_weight(weights text[]) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  WITH p AS (
    SELECT i, (CASE x WHEN 'A' THEN 1.0 WHEN 'B' THEN 0.6 WHEN 'C' THEN 0.3 ELSE 0.1 END)::real AS v
    FROM unnest(coalesce(weights, '{D}')) WITH ORDINALITY AS t(x, i)
  ), top AS (SELECT v, i FROM p ORDER BY v DESC, i LIMIT 1)
  SELECT ((top.v + (SELECT sum(v / (i * i)) FROM p) - top.v / (top.i * top.i)) / 1.64493406685)::real FROM top
$$;

CREATE FUNCTION vitrine_add_postings(id integer, app integer, vector tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchPosting" (term, "screenId", "appId", weight)
  SELECT u.lexeme, id, app, vitrine_term_weight(u.weights) FROM unnest(vector) AS u
$$;

CREATE FUNCTION vitrine_drop_postings(id integer, vector tsvector) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "SearchPosting" WHERE term = ANY (tsvector_to_array(vector)) AND "screenId" = id
$$;

CREATE FUNCTION vitrine_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, "appId", "searchVector" FROM changed_rows WHERE NOT hidden AND "searchVector" IS NOT NULL LOOP
    PERFORM vitrine_add_postings(r.id, r."appId", r."searchVector");
  END LOOP;
  RETURN NULL;
END
$$;

CREATE FUNCTION vitrine_postings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, "searchVector" FROM changed_rows WHERE NOT hidden AND "searchVector" IS NOT NULL LOOP
    PERFORM vitrine_drop_postings(r.id, r."searchVector");
  END LOOP;
  RETURN NULL;
END
$$;

-- Only rows whose words, visibility or app changed (most updates renumber the gallery's rounds).
CREATE FUNCTION vitrine_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT o.id, o.hidden AS old_hidden, o."searchVector" AS old_vector,
      n.hidden, n."appId", n."searchVector" AS vector
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.hidden, o."appId", o."searchVector") IS DISTINCT FROM (n.hidden, n."appId", n."searchVector")
  LOOP
    IF NOT r.old_hidden AND r.old_vector IS NOT NULL THEN PERFORM vitrine_drop_postings(r.id, r.old_vector); END IF;
    IF NOT r.hidden AND r.vector IS NOT NULL THEN PERFORM vitrine_add_postings(r.id, r."appId", r.vector); END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Screen_postings_insert" AFTER INSERT ON "Screen" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_postings_insert();
CREATE TRIGGER "Screen_postings_delete" AFTER DELETE ON "Screen" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_postings_delete();
CREATE TRIGGER "Screen_postings_update" AFTER UPDATE ON "Screen" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_postings_update();

INSERT INTO "SearchPosting" (term, "screenId", "appId", weight)
SELECT u.lexeme, s.id, s."appId", vitrine_term_weight(u.weights)
FROM "Screen" s CROSS JOIN LATERAL unnest(s."searchVector") AS u
WHERE NOT s.hidden AND s."searchVector" IS NOT NULL;
