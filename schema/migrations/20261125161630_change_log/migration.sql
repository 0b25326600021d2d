-- CreateTable
CREATE TABLE "ChangeLog" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "appId" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChangeLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChangeLog_at_idx" ON "ChangeLog"("at");

-- Every statement that changes what visitors see logs it here, in its own transaction, and wakes the
-- other instances (a NOTIFY is delivered at commit, and only then). View counts and the columns the
-- database keeps itself (search vectors, ranks, timestamps) are not a change anyone must be told of.
CREATE FUNCTION vitrine_changed(kinds text[], app_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ChangeLog" (kind, "appId")
    SELECT 'apps', a FROM (SELECT DISTINCT unnest(app_ids) AS a) x WHERE a IS NOT NULL
    UNION ALL SELECT k, NULL FROM unnest(kinds) k;
  IF cardinality(kinds) > 0 OR cardinality(app_ids) > 0 THEN
    PERFORM pg_notify('vitrine_changes', 'log');
  END IF;
END
$$;

CREATE FUNCTION vitrine_screens_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_changed('{}', ARRAY(SELECT "appId" FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_log_insert" AFTER INSERT ON "Screen" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_screens_written();
CREATE TRIGGER "Screen_log_delete" AFTER DELETE ON "Screen" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_screens_written();

CREATE FUNCTION vitrine_screens_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['ocrText', 'searchVector', 'appRank', 'updatedAt'];
BEGIN
  PERFORM vitrine_changed(
    CASE WHEN EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id) WHERE o."ocrText" IS DISTINCT FROM n."ocrText")
      THEN ARRAY['text'] ELSE '{}' END,
    ARRAY(
      SELECT x FROM old_rows o JOIN new_rows n USING (id), LATERAL (VALUES (o."appId"), (n."appId")) v(x)
      WHERE (to_jsonb(o) - quiet) IS DISTINCT FROM (to_jsonb(n) - quiet)
    ));
  RETURN NULL;
END
$$;
CREATE TRIGGER "Screen_log_update" AFTER UPDATE ON "Screen" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_screens_updated();

CREATE FUNCTION vitrine_apps_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_changed('{}', ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER "App_log_insert" AFTER INSERT ON "App" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_apps_written();
CREATE TRIGGER "App_log_delete" AFTER DELETE ON "App" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_apps_written();

CREATE FUNCTION vitrine_apps_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['viewCount', 'searchVector', 'updatedAt'];
BEGIN
  PERFORM vitrine_changed('{}', ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n USING (id) WHERE (to_jsonb(o) - quiet) IS DISTINCT FROM (to_jsonb(n) - quiet)
  ));
  RETURN NULL;
END
$$;
CREATE TRIGGER "App_log_update" AFTER UPDATE ON "App" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_apps_updated();

CREATE FUNCTION vitrine_kind_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vitrine_changed(ARRAY[TG_ARGV[0]], '{}');
  RETURN NULL;
END
$$;
-- Per row: a statement that matched nothing (an unsubscribe with a wrong token) is not a change.
CREATE TRIGGER "Category_log" AFTER INSERT OR UPDATE OR DELETE ON "Category"
  FOR EACH ROW EXECUTE FUNCTION vitrine_kind_written('catalogue');
CREATE TRIGGER "NewsletterSubscriber_log" AFTER INSERT OR UPDATE OR DELETE ON "NewsletterSubscriber"
  FOR EACH ROW EXECUTE FUNCTION vitrine_kind_written('newsletter');
