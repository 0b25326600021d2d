-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "ocrError" TEXT;
