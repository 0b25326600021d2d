-- pg_trgm declares similarity() and its % operator as cheap as an addition (COST 1), so the planner
-- read every word of "SearchTerm" and compared each with a mistyped search word rather than ask the
-- trigram index: 10–25 ms per typo on PGlite (3.5 ms on PostgreSQL) at the scale dataset's 1,944
-- words, against 1.1–1.7 ms (1.1 ms) through the index, which only gets better as the vocabulary
-- grows. A role that does not own the extension cannot change them; the search still works then.
DO $$
BEGIN
  ALTER FUNCTION similarity(text, text) COST 100;
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity() keeps its cost: %', SQLERRM;
END
$$;
