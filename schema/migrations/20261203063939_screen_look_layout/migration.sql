-- AlterTable
ALTER TABLE "ScreenLook" ADD COLUMN     "layout" JSONB;
