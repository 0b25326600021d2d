-- AlterTable
ALTER TABLE "Screen" ADD COLUMN     "ocrBoxes" JSONB;

-- CreateTable
CREATE TABLE "ScreenColour" (
    "id" SERIAL NOT NULL,
    "screenId" INTEGER NOT NULL,
    "l" DOUBLE PRECISION NOT NULL,
    "a" DOUBLE PRECISION NOT NULL,
    "b" DOUBLE PRECISION NOT NULL,
    "hex" TEXT NOT NULL,
    "share" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ScreenColour_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreenColour_screenId_idx" ON "ScreenColour"("screenId");

-- CreateIndex
CREATE INDEX "ScreenColour_l_a_b_idx" ON "ScreenColour"("l", "a", "b");

-- AddForeignKey
ALTER TABLE "ScreenColour" ADD CONSTRAINT "ScreenColour_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;
