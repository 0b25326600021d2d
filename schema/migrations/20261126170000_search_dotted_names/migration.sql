-- Search that knows this field (issue 28). Brazilian public services are named with dots ("gov.br",
-- "Detran.SP", "Fala.BR", "Consumidor.gov.br"), which the text parser reads as one host name: none of
-- "gov", "gov br", "govbr" or "detran" found them. Every text is now indexed with such words split
-- ("gov br") and joined ("govbr", and each adjacent pair: "consumidorgov", "govbr"), and so are hyphens
-- and slashes ("e-mail" is also "email"). Queries split on the same marks, so every spelling meets one.
CREATE FUNCTION vitrine_expand(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ',
    regexp_replace(coalesce(body, ''), '([[:alnum:]])[./-](?=[[:alnum:]])', '\1 ', 'g'),
    (SELECT string_agg(DISTINCT j, ' ') FROM (
       SELECT p[i] || p[i + 1] AS j
       FROM (SELECT regexp_split_to_array(m[1], '[./-]') AS p
             FROM regexp_matches(lower(coalesce(body, '')), '([[:alnum:]]+(?:[./-][[:alnum:]]+)+)', 'g') AS m) t,
            generate_series(1, array_length(p, 1) - 1) AS i
       UNION ALL
       SELECT regexp_replace(m[1], '[./-]', '', 'g')
       FROM regexp_matches(lower(coalesce(body, '')), '([[:alnum:]]+(?:[./-][[:alnum:]]+)+)', 'g') AS m
     ) joined))
$$;

CREATE OR REPLACE FUNCTION vitrine_weighted(body text, weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(
    to_tsvector('vitrine_pt', vitrine_expand(body)) || to_tsvector('vitrine_en', vitrine_expand(body)),
    weight)
$$;

CREATE OR REPLACE FUNCTION vitrine_collect_terms(body text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchTerm"(term)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(vitrine_expand(body))), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING
$$;

-- Existing rows get their new vectors and words now.
UPDATE "App" SET "searchText" = "searchText";
UPDATE "Screen" SET "searchText" = "searchText";
