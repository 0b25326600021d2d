-- AlterTable
ALTER TABLE "Contribution" ADD COLUMN     "appCountry" TEXT,
ADD COLUMN     "appPlatform" TEXT,
ADD COLUMN     "appType" TEXT;

-- CreateTable
CREATE TABLE "ContributionImage" (
    "id" SERIAL NOT NULL,
    "contributionId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "flow" TEXT NOT NULL,
    "notes" TEXT,
    "bytes" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sourceHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContributionImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContributionImage_contributionId_position_key" ON "ContributionImage"("contributionId", "position");

-- AddForeignKey
ALTER TABLE "ContributionImage" ADD CONSTRAINT "ContributionImage_contributionId_fkey" FOREIGN KEY ("contributionId") REFERENCES "Contribution"("id") ON DELETE CASCADE ON UPDATE CASCADE;
