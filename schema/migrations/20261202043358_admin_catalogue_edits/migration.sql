-- AlterTable
ALTER TABLE "App" ADD COLUMN     "adminEdited" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "formerSlugs" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "adminEdited" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "formerNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "nameEn" TEXT;

-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "adminEdited" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "App_formerSlugs_idx" ON "App" USING GIN ("formerSlugs");
