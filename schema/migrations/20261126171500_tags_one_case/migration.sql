-- Component tags are one case (issue 29): "Card" and "card" were two tags with two counts. Existing
-- tags are lower-cased and merged, each screen keeping the order of first occurrence; every writer
-- (admin form, sync) now stores them so.
UPDATE "Screen" s SET tags = merged.tags
FROM (
  SELECT id, ARRAY(
    SELECT t FROM (
      SELECT lower(trim(u.t)) AS t, min(u.n) AS first
      FROM unnest(tags) WITH ORDINALITY AS u(t, n)
      WHERE trim(u.t) <> ''
      GROUP BY lower(trim(u.t))
    ) d ORDER BY first
  ) AS tags
  FROM "Screen"
) merged
WHERE s.id = merged.id AND s.tags IS DISTINCT FROM merged.tags;
