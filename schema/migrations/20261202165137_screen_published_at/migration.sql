-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "publishedAt" TIMESTAMP(3);
