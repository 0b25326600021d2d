-- Double opt-in with proof of consent, digests and per-recipient mail state (issue 57). Every address
-- already on the list has no consent record: it becomes 'unconfirmed' (not counted, not mailed) and is
-- sent one re-confirmation once mail can go out. New subscribers start 'pending'.

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmSentAt" TIMESTAMP(3),
ADD COLUMN     "confirmedAt" TIMESTAMP(3),
ADD COLUMN     "reconfirmQueuedAt" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'pending',
ADD COLUMN     "suppressedAt" TIMESTAMP(3),
ADD COLUMN     "suppressedReason" TEXT;

-- Everyone on the list before this migration: kept, but unconfirmed.
UPDATE "NewsletterSubscriber" SET "status" = 'unconfirmed';

-- CreateTable
CREATE TABLE "NewsletterConsentText" (
    "version" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "firstShownAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterConsentText_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "NewsletterConsent" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "subscriberId" INTEGER,
    "language" TEXT NOT NULL,
    "formAt" TIMESTAMP(3),
    "formPage" TEXT,
    "textVersion" TEXT NOT NULL,
    "formIp" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "confirmedHow" TEXT,
    "confirmIp" TEXT,
    "withdrawnAt" TIMESTAMP(3),
    "withdrawnHow" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterDigest" (
    "id" SERIAL NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sending',
    "how" TEXT NOT NULL,
    "createdBy" TEXT,
    "jobId" INTEGER,
    "lastScreenId" INTEGER NOT NULL,
    "screenCount" INTEGER NOT NULL,
    "appCount" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "NewsletterDigest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailDelivery" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "digestId" INTEGER,
    "subscriberId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NewsletterConsent_email_idx" ON "NewsletterConsent"("email");

-- CreateIndex
CREATE INDEX "NewsletterConsent_subscriberId_idx" ON "NewsletterConsent"("subscriberId");

-- CreateIndex
CREATE INDEX "NewsletterConsent_withdrawnAt_idx" ON "NewsletterConsent"("withdrawnAt");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterDigest_jobId_key" ON "NewsletterDigest"("jobId");

-- CreateIndex
CREATE INDEX "NewsletterDigest_createdAt_idx" ON "NewsletterDigest"("createdAt");

-- CreateIndex
CREATE INDEX "MailDelivery_status_nextAttemptAt_idx" ON "MailDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "MailDelivery_digestId_status_id_idx" ON "MailDelivery"("digestId", "status", "id");

-- CreateIndex
CREATE INDEX "MailDelivery_subscriberId_idx" ON "MailDelivery"("subscriberId");

-- CreateIndex
CREATE UNIQUE INDEX "MailDelivery_digestId_subscriberId_key" ON "MailDelivery"("digestId", "subscriberId");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_status_idx" ON "NewsletterSubscriber"("status");

-- AddForeignKey
ALTER TABLE "NewsletterConsent" ADD CONSTRAINT "NewsletterConsent_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterConsent" ADD CONSTRAINT "NewsletterConsent_textVersion_fkey" FOREIGN KEY ("textVersion") REFERENCES "NewsletterConsentText"("version") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailDelivery" ADD CONSTRAINT "MailDelivery_digestId_fkey" FOREIGN KEY ("digestId") REFERENCES "NewsletterDigest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailDelivery" ADD CONSTRAINT "MailDelivery_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber"("id") ON DELETE SET NULL ON UPDATE CASCADE;
