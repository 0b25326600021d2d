-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "draft" BOOLEAN NOT NULL DEFAULT false;
