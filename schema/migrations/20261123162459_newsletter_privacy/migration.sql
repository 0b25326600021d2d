-- Subscriber privacy (LGPD). Emails are stored trimmed and lower-cased; rows that become equal once
-- normalized are merged first (the earliest subscription is kept), so the normalization cannot break
-- the unique index on "email". Then every subscriber gets a random, unguessable unsubscribe token
-- (two v4 UUIDs from the server's strong random source: 64 hex characters, 244 random bits) before
-- the column becomes NOT NULL and unique. PostgreSQL runs this script as one transaction.

-- Merge duplicates that normalization creates: keep the earliest row of each normalized address.
DELETE FROM "NewsletterSubscriber" AS s
USING (
    SELECT "id",
           row_number() OVER (
               PARTITION BY lower(regexp_replace("email", '^\s+|\s+$', '', 'g'))
               ORDER BY "createdAt", "id"
           ) AS n
    FROM "NewsletterSubscriber"
) AS ranked
WHERE s."id" = ranked."id" AND ranked.n > 1;

-- Normalize what is left (now one row per normalized address, so no unique violation).
UPDATE "NewsletterSubscriber"
SET "email" = lower(regexp_replace("email", '^\s+|\s+$', '', 'g'))
WHERE "email" <> lower(regexp_replace("email", '^\s+|\s+$', '', 'g'));

-- AlterTable: add the token, fill it for existing rows, then require it.
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "unsubscribeToken" TEXT;

UPDATE "NewsletterSubscriber"
SET "unsubscribeToken" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');

ALTER TABLE "NewsletterSubscriber" ALTER COLUMN "unsubscribeToken" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_unsubscribeToken_key" ON "NewsletterSubscriber"("unsubscribeToken");
