-- AlterTable
ALTER TABLE "TestResult" ADD COLUMN     "idempotencyKey" VARCHAR(64);

-- CreateTable
CREATE TABLE "MistakeReceipt" (
    "userId" TEXT NOT NULL,
    "idempotencyKey" VARCHAR(64) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MistakeReceipt_pkey" PRIMARY KEY ("userId","idempotencyKey")
);

-- CreateIndex
CREATE INDEX "MistakeReceipt_userId_createdAt_idx" ON "MistakeReceipt"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TestResult_userId_idempotencyKey_key" ON "TestResult"("userId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "MistakeReceipt" ADD CONSTRAINT "MistakeReceipt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
