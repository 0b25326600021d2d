-- A screen's own name ranks above its app's name (issue 53). The app's name was written at the
-- screen's heaviest weight, beside the screen's name, so a word in an app's name ("Sistema de
-- Notificação Eletrônica", "Meu Imposto de Renda", "CNH do Brasil") put every screen of that app
-- level with the screens named for it: "notifications" led with that app's "Termos de uso". The
-- app's name now weighs as a description does; its screens still come before mere mentions.
CREATE OR REPLACE FUNCTION vitrine_screen_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app_name text;
BEGIN
  SELECT name INTO app_name FROM "App" WHERE id = NEW."appId";
  NEW."searchVector" :=
    vitrine_weighted(NEW.name, 'A') ||
    vitrine_weighted(coalesce(app_name, '') || ' ' || coalesce(NEW.description, '') || ' ' || coalesce(NEW."altText", ''), 'B') ||
    vitrine_weighted(NEW."searchText", 'C') ||
    vitrine_weighted(NEW."ocrText", 'D');
  PERFORM vitrine_collect_terms(concat_ws(' ', NEW.name, NEW.description, NEW."altText", NEW."searchText", NEW."ocrText"));
  RETURN NEW;
END
$$;

-- Existing screens get their new vectors (and, through their triggers, their postings) now.
UPDATE "Screen" SET "searchText" = "searchText";
