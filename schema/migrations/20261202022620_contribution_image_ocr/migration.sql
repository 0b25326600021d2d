-- AlterTable
ALTER TABLE "ContributionImage" ADD COLUMN     "ocrText" TEXT;
