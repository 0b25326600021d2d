-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "appRank" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Screen_appRank_id_idx" ON "Screen"("appRank", "id" DESC);

-- The gallery interleaves apps (each app's newest screen, then each app's second, …) by ordering on
-- this rank: an index walk instead of ranking every screen on every page. Kept per statement, so a
-- bulk insert re-ranks each touched app once.
CREATE FUNCTION vitrine_rank_apps(app_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "Screen" s SET "appRank" = r.n
  FROM (
    SELECT id, CASE WHEN hidden THEN 0 ELSE row_number() OVER (PARTITION BY "appId", hidden ORDER BY id DESC) END AS n
    FROM "Screen" WHERE "appId" = ANY(app_ids)
  ) r
  WHERE s.id = r.id AND s."appRank" IS DISTINCT FROM r.n
$$;

CREATE FUNCTION vitrine_rank_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_rank_apps(ARRAY(SELECT DISTINCT "appId" FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_rank_insert" AFTER INSERT ON "Screen" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_rank_inserted();
CREATE TRIGGER "Screen_rank_delete" AFTER DELETE ON "Screen" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_rank_inserted();

CREATE FUNCTION vitrine_rank_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_rank_apps(ARRAY[OLD."appId", NEW."appId"]);
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_rank_update" AFTER UPDATE OF hidden, "appId" ON "Screen" FOR EACH ROW
  WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD."appId" IS DISTINCT FROM NEW."appId")
  EXECUTE FUNCTION vitrine_rank_moved();

SELECT vitrine_rank_apps(ARRAY(SELECT id FROM "App"));

-- Counting a filtered gallery reads only this narrow index (app and tags of every visible screen),
-- not the wide rows with their text and vectors.
CREATE INDEX "Screen_visible_tags_idx" ON "Screen" ("appId") INCLUDE (tags) WHERE hidden = false;
