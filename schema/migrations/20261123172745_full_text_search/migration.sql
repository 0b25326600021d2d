-- Full-text search (issue 12). Accent-folded Portuguese and English stemming: "Serviços" meets
-- "servico" and "agendamentos" meets "agendamento". Vectors are kept by triggers, so every writer
-- (services, seed, sync, OCR) gets them without knowing; SearchTerm collects every distinct word for
-- typo tolerance.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TEXT SEARCH CONFIGURATION vitrine_pt (COPY = pg_catalog.portuguese);
ALTER TEXT SEARCH CONFIGURATION vitrine_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
CREATE TEXT SEARCH CONFIGURATION vitrine_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION vitrine_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

-- AlterTable
ALTER TABLE "App" ADD COLUMN     "searchVector" tsvector;

-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "ocrText" TEXT,
ADD COLUMN     "searchVector" tsvector;

-- CreateTable
CREATE TABLE "SearchTerm" (
    "term" TEXT NOT NULL,

    CONSTRAINT "SearchTerm_pkey" PRIMARY KEY ("term")
);

-- CreateIndex
CREATE INDEX "SearchTerm_term_idx" ON "SearchTerm" USING GIN ("term" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "App_searchVector_idx" ON "App" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Screen_searchVector_idx" ON "Screen" USING GIN ("searchVector");

-- One text at one weight, in both languages (a word is found by its Portuguese or its English stem).
CREATE FUNCTION vitrine_weighted(body text, weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('vitrine_pt', coalesce(body, '')) || to_tsvector('vitrine_en', coalesce(body, '')), weight)
$$;

-- Distinct plain words (accents folded, 3 to 40 letters) for the typo-tolerance lookup.
CREATE FUNCTION vitrine_collect_terms(body text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchTerm"(term)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(coalesce(body, ''))), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING
$$;

-- Names rank above descriptions, which rank above tags, flows and categories, which rank above image text.
CREATE FUNCTION vitrine_screen_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app_name text;
BEGIN
  SELECT name INTO app_name FROM "App" WHERE id = NEW."appId";
  NEW."searchVector" :=
    vitrine_weighted(NEW.name || ' ' || coalesce(app_name, ''), 'A') ||
    vitrine_weighted(coalesce(NEW.description, '') || ' ' || coalesce(NEW."altText", ''), 'B') ||
    vitrine_weighted(NEW."searchText", 'C') ||
    vitrine_weighted(NEW."ocrText", 'D');
  PERFORM vitrine_collect_terms(concat_ws(' ', NEW.name, NEW.description, NEW."altText", NEW."searchText", NEW."ocrText"));
  RETURN NEW;
END
$$;
CREATE TRIGGER "Screen_searchVector" BEFORE INSERT OR UPDATE OF name, description, "altText", "searchText", "ocrText", "appId"
  ON "Screen" FOR EACH ROW EXECUTE FUNCTION vitrine_screen_vector();

CREATE FUNCTION vitrine_app_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" :=
    vitrine_weighted(NEW.name, 'A') || vitrine_weighted(NEW."appInfo", 'B') || vitrine_weighted(NEW."searchText", 'C');
  PERFORM vitrine_collect_terms(concat_ws(' ', NEW.name, NEW."appInfo", NEW."searchText"));
  RETURN NEW;
END
$$;
CREATE TRIGGER "App_searchVector" BEFORE INSERT OR UPDATE OF name, "appInfo", "searchText"
  ON "App" FOR EACH ROW EXECUTE FUNCTION vitrine_app_vector();

-- Existing rows get their vectors and words now.
UPDATE "App" SET "searchText" = "searchText";
UPDATE "Screen" SET "searchText" = "searchText";
