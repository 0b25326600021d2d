-- The filtered gallery joins each matching app to its visible screens and orders them by round (the
-- screen's rank in its app) and id. With the rank and the id beside the tags, that is an index-only
-- scan, not a visit to each screen's wide row (text, vector): at 2,000 apps × 100 screens, a tag, a
-- category and a platform read 2,021 table pages through the old index, and PGlite, with a small
-- buffer pool, reads them again on every request. Same name: the counts that used it still do.
DROP INDEX "Screen_visible_tags_idx";
CREATE INDEX "Screen_visible_tags_idx" ON "Screen" ("appId") INCLUDE (tags, "appRank", id) WHERE hidden = false;
-- The gallery's app conditions (live, platform, type, country, category) and the slug it sorts by,
-- without the app rows' stored documents: 453 table pages at 2,000 apps, this index 28. Partial (every
-- public read asks for apps that are not hidden), so it is written here rather than in schema.prisma.
CREATE INDEX "App_gallery_filter_idx" ON "App" (id) INCLUDE (planned, platform, type, country, categories, slug)
  WHERE hidden = false;
