-- CreateTable
CREATE TABLE "FlowKindChoice" (
    "id" SERIAL NOT NULL,
    "appId" INTEGER NOT NULL,
    "flow" TEXT NOT NULL,
    "kind" TEXT,
    "source" TEXT NOT NULL DEFAULT 'suggested',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FlowKindChoice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FlowKindChoice_kind_appId_idx" ON "FlowKindChoice"("kind", "appId");

-- CreateIndex
CREATE UNIQUE INDEX "FlowKindChoice_appId_flow_key" ON "FlowKindChoice"("appId", "flow");

-- AddForeignKey
ALTER TABLE "FlowKindChoice" ADD CONSTRAINT "FlowKindChoice_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
