-- CreateTable
CREATE TABLE "Contribution" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "language" TEXT NOT NULL DEFAULT 'pt',
    "appName" TEXT,
    "appLink" TEXT,
    "appId" INTEGER,
    "screenId" INTEGER,
    "message" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "rejectReason" TEXT,
    "resultAppId" INTEGER,
    "decidedBy" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Contribution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpentChallenge" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpentChallenge_pkey" PRIMARY KEY ("signature")
);

-- CreateTable
CREATE TABLE "SiteSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "Contribution_tokenHash_key" ON "Contribution"("tokenHash");

-- CreateIndex
CREATE INDEX "Contribution_status_createdAt_idx" ON "Contribution"("status", "createdAt");

-- CreateIndex
CREATE INDEX "SpentChallenge_expiresAt_idx" ON "SpentChallenge"("expiresAt");
