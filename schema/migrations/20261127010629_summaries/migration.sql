-- AlterTable
ALTER TABLE "App" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tagCounts" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "listJson" TEXT NOT NULL DEFAULT '{}';

-- Summaries for scale (issue 32): what the public reads used to aggregate over every screen (stats,
-- tag totals, facet and gallery counts) is kept per app, so those reads go through at most one row
-- per app. Kept by the database itself, in the same transaction as every write, whoever the writer
-- is (admin, sync, migration, seed, plain SQL). `npm run summaries:recompute` recomputes them all
-- from scratch and reports any difference.

-- An app's status decides whether it is public at all; the column is what queries filter on.
UPDATE "App" SET hidden = true WHERE status = 'Hide';
CREATE FUNCTION vitrine_app_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.hidden := NEW.status IS NOT DISTINCT FROM 'Hide';
  RETURN NEW;
END
$$;
CREATE TRIGGER "App_hidden" BEFORE INSERT OR UPDATE OF status, hidden ON "App"
  FOR EACH ROW EXECUTE FUNCTION vitrine_app_hidden();

-- Recounts the given apps' visible screens and tags. The app rows are locked first, in id order: a
-- concurrent writer of the same app waits here, and the counts (taken after, on a new snapshot) then
-- include its committed screens, so two writers cannot leave each other's screens out.
CREATE FUNCTION vitrine_summarize(app_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(app_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "App" WHERE id = ANY(app_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE "App" a SET "screenCount" = x.screens, "tagCounts" = x.tags
  FROM (
    SELECT ids.id,
      (SELECT COUNT(*)::int FROM "Screen" s WHERE s."appId" = ids.id AND NOT s.hidden) AS screens,
      COALESCE((
        SELECT jsonb_object_agg(c.t, c.n) FROM (
          SELECT d.t, COUNT(*)::int AS n
          FROM "Screen" s CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(s.tags) AS u WHERE u <> '') AS d(t)
          WHERE s."appId" = ids.id AND NOT s.hidden
          GROUP BY d.t
        ) c
      ), '{}'::jsonb) AS tags
    FROM (SELECT DISTINCT unnest(app_ids) AS id) ids
  ) x
  WHERE a.id = x.id AND (a."screenCount" IS DISTINCT FROM x.screens OR a."tagCounts" IS DISTINCT FROM x.tags);
END
$$;

CREATE FUNCTION vitrine_summarize_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_summarize(ARRAY(SELECT DISTINCT "appId" FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_summary_insert" AFTER INSERT ON "Screen" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_summarize_written();
CREATE TRIGGER "Screen_summary_delete" AFTER DELETE ON "Screen" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_summarize_written();

-- Only what moves a count: visibility, the app, the tags (OCR text, addresses and names do not).
CREATE FUNCTION vitrine_summarize_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_summarize(ARRAY(
    SELECT DISTINCT v.x FROM old_rows o JOIN new_rows n USING (id), LATERAL (VALUES (o."appId"), (n."appId")) AS v(x)
    WHERE o.hidden IS DISTINCT FROM n.hidden OR o."appId" IS DISTINCT FROM n."appId" OR o.tags IS DISTINCT FROM n.tags
  ));
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_summary_update" AFTER UPDATE ON "Screen" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_summarize_updated();

-- The summaries follow screen writes, which announce themselves: their own update is not news.
CREATE OR REPLACE FUNCTION vitrine_apps_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['viewCount', 'searchVector', 'updatedAt', 'screenCount', 'tagCounts', 'listJson'];
BEGIN
  PERFORM vitrine_changed('{}', ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n USING (id) WHERE (to_jsonb(o) - quiet) IS DISTINCT FROM (to_jsonb(n) - quiet)
  ));
  RETURN NULL;
END
$$;

-- The app as the REST list shows it (server/rest/serialize.ts appJson: the same keys in the same
-- order; tests/db/summaries.test.ts compares them), written with the row itself: the list of every app
-- is then one aggregated text, not thousands of rows mapped column by column.
CREATE FUNCTION vitrine_app_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listJson" := (SELECT row_to_json(j)::text FROM (SELECT
    NEW.id AS id, NEW."airtableId" AS "airtableId", NEW.name AS name, NEW.slug AS slug, NEW.logo AS logo,
    NEW."cloudinaryLogo" AS "cloudinaryLogo", NEW."appInfo" AS "appInfo", NEW.language AS language, NEW.url AS url,
    NEW.type AS type,
    CASE NEW.platform::text WHEN 'CrossPlatform' THEN 'Cross-platform' ELSE NEW.platform::text END AS platform,
    NEW.categories[1] AS category, NEW.categories AS categories, NEW.country AS country, NEW.status AS status,
    NEW.planned AS planned, NEW."screenCount" AS "screenCount", NEW."viewCount" AS "viewCount",
    to_char(NEW."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt") j);
  RETURN NEW;
END
$$;
-- Named after App_hidden: BEFORE triggers run in name order, and the JSON carries the final row.
CREATE TRIGGER "App_list_json" BEFORE INSERT OR UPDATE ON "App"
  FOR EACH ROW EXECUTE FUNCTION vitrine_app_list_json();

SELECT vitrine_summarize(ARRAY(SELECT id FROM "App"));
UPDATE "App" SET "listJson" = '';
