-- CreateEnum
CREATE TYPE "AppType" AS ENUM ('Federal', 'State', 'Municipal');

-- CreateEnum
CREATE TYPE "Platform" AS ENUM ('iOS', 'Android', 'Web', 'CrossPlatform');

-- CreateTable
CREATE TABLE "App" (
    "id" SERIAL NOT NULL,
    "airtableId" TEXT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "logo" TEXT,
    "cloudinaryLogo" TEXT,
    "appInfo" TEXT,
    "language" TEXT,
    "url" TEXT,
    "type" "AppType",
    "platform" "Platform",
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "country" TEXT NOT NULL DEFAULT 'Brasil',
    "status" TEXT,
    "planned" BOOLEAN NOT NULL DEFAULT false,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "screenCount" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "App_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Screen" (
    "id" SERIAL NOT NULL,
    "airtableId" TEXT NOT NULL,
    "appId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "altText" TEXT,
    "imageUrl" TEXT NOT NULL,
    "cloudinaryUrl" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "flow" TEXT NOT NULL DEFAULT 'Other',
    "order" INTEGER NOT NULL DEFAULT 0,
    "category" TEXT,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Screen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "airtableId" TEXT,
    "name" TEXT NOT NULL,
    "iconUrl" TEXT,
    "cloudinaryIconUrl" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterSubscriber" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'pt',
    "name" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterSubscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminUser" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminSession" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "AdminSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImageMigration" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "maxRecords" INTEGER NOT NULL,
    "batchSize" INTEGER NOT NULL,
    "delayBetweenBatches" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "succeeded" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ImageMigration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImageMigrationResult" (
    "id" SERIAL NOT NULL,
    "migrationId" INTEGER NOT NULL,
    "recordId" TEXT NOT NULL,
    "sourceUrl" TEXT,
    "hostedUrl" TEXT,
    "ok" BOOLEAN NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImageMigrationResult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "App_airtableId_key" ON "App"("airtableId");

-- CreateIndex
CREATE UNIQUE INDEX "App_slug_key" ON "App"("slug");

-- CreateIndex
CREATE INDEX "App_planned_name_idx" ON "App"("planned", "name");

-- CreateIndex
CREATE INDEX "App_updatedAt_idx" ON "App"("updatedAt");

-- CreateIndex
CREATE INDEX "App_viewCount_idx" ON "App"("viewCount");

-- CreateIndex
CREATE INDEX "App_screenCount_idx" ON "App"("screenCount");

-- CreateIndex
CREATE INDEX "App_type_idx" ON "App"("type");

-- CreateIndex
CREATE INDEX "App_platform_idx" ON "App"("platform");

-- CreateIndex
CREATE INDEX "App_country_idx" ON "App"("country");

-- CreateIndex
CREATE INDEX "App_status_idx" ON "App"("status");

-- CreateIndex
CREATE INDEX "App_categories_idx" ON "App" USING GIN ("categories");

-- CreateIndex
CREATE UNIQUE INDEX "Screen_airtableId_key" ON "Screen"("airtableId");

-- CreateIndex
CREATE INDEX "Screen_appId_flow_order_idx" ON "Screen"("appId", "flow", "order");

-- CreateIndex
CREATE INDEX "Screen_tags_idx" ON "Screen" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "Screen_createdAt_id_idx" ON "Screen"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Category_airtableId_key" ON "Category"("airtableId");

-- CreateIndex
CREATE UNIQUE INDEX "Category_name_key" ON "Category"("name");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_email_key" ON "NewsletterSubscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_username_key" ON "AdminUser"("username");

-- CreateIndex
CREATE UNIQUE INDEX "AdminSession_tokenHash_key" ON "AdminSession"("tokenHash");

-- CreateIndex
CREATE INDEX "AdminSession_userId_idx" ON "AdminSession"("userId");

-- CreateIndex
CREATE INDEX "ImageMigration_startedAt_idx" ON "ImageMigration"("startedAt");

-- CreateIndex
CREATE INDEX "ImageMigrationResult_migrationId_idx" ON "ImageMigrationResult"("migrationId");

-- AddForeignKey
ALTER TABLE "Screen" ADD CONSTRAINT "Screen_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminSession" ADD CONSTRAINT "AdminSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImageMigrationResult" ADD CONSTRAINT "ImageMigrationResult_migrationId_fkey" FOREIGN KEY ("migrationId") REFERENCES "ImageMigration"("id") ON DELETE CASCADE ON UPDATE CASCADE;
