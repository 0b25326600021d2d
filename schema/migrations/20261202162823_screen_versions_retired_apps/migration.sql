-- AlterTable
ALTER TABLE "App" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ContributionImage" ADD COLUMN     "capturedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "appVersion" TEXT,
ADD COLUMN     "capturedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "ScreenVersion" (
    "id" SERIAL NOT NULL,
    "screenId" INTEGER NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "cloudinaryUrl" TEXT,
    "capturedAt" TIMESTAMP(3) NOT NULL,
    "appVersion" TEXT,
    "replacedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreenVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreenVersion_screenId_capturedAt_idx" ON "ScreenVersion"("screenId", "capturedAt");

-- AddForeignKey
ALTER TABLE "ScreenVersion" ADD CONSTRAINT "ScreenVersion_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Screens taken in before this migration: their capture date is the date they were taken in. No
-- trigger has anything to do with a capture date (search vectors, postings, summaries, the change feed
-- read none of it); with them the update of 1,000,000 screens ran past 12 minutes, without them 100 s.
ALTER TABLE "Screen" DISABLE TRIGGER USER;
UPDATE "Screen" SET "capturedAt" = "createdAt";
ALTER TABLE "Screen" ENABLE TRIGGER USER;

-- The REST list's stored app carries its retirement date (server/rest/serialize.ts appJson: same keys, same order).
CREATE OR REPLACE FUNCTION vitrine_app_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listJson" := (SELECT row_to_json(j)::text FROM (SELECT
    NEW.id AS id, NEW."airtableId" AS "airtableId", NEW.name AS name, NEW.slug AS slug, NEW.logo AS logo,
    NEW."cloudinaryLogo" AS "cloudinaryLogo", NEW."appInfo" AS "appInfo", NEW.language AS language, NEW.url AS url,
    NEW.type AS type,
    CASE NEW.platform::text WHEN 'CrossPlatform' THEN 'Cross-platform' ELSE NEW.platform::text END AS platform,
    NEW.categories[1] AS category, NEW.categories AS categories, NEW.country AS country, NEW.status AS status,
    NEW.planned AS planned, NEW."screenCount" AS "screenCount", NEW."viewCount" AS "viewCount",
    to_char(NEW."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
    to_char(NEW."retiredAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "retiredAt") j);
  RETURN NEW;
END
$$;
UPDATE "App" SET "listJson" = '';
