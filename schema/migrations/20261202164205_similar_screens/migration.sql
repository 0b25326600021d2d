-- CreateTable
CREATE TABLE "ScreenLook" (
    "screenId" INTEGER NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "grid" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreenLook_pkey" PRIMARY KEY ("screenId")
);

-- CreateTable
CREATE TABLE "ScreenNeighbour" (
    "screenId" INTEGER NOT NULL,
    "neighbourId" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "rank" INTEGER NOT NULL,

    CONSTRAINT "ScreenNeighbour_pkey" PRIMARY KEY ("screenId","neighbourId")
);

-- CreateIndex
CREATE INDEX "ScreenLook_hash_idx" ON "ScreenLook"("hash");

-- CreateIndex
CREATE INDEX "ScreenNeighbour_screenId_rank_idx" ON "ScreenNeighbour"("screenId", "rank");

-- CreateIndex
CREATE INDEX "ScreenNeighbour_neighbourId_idx" ON "ScreenNeighbour"("neighbourId");

-- AddForeignKey
ALTER TABLE "ScreenLook" ADD CONSTRAINT "ScreenLook_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreenNeighbour" ADD CONSTRAINT "ScreenNeighbour_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreenNeighbour" ADD CONSTRAINT "ScreenNeighbour_neighbourId_fkey" FOREIGN KEY ("neighbourId") REFERENCES "Screen"("id") ON DELETE CASCADE ON UPDATE CASCADE;
