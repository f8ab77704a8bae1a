-- CreateEnum
CREATE TYPE "MistakeSource" AS ENUM ('written', 'multipleChoice', 'conjugation');

-- CreateEnum
CREATE TYPE "MistakeKind" AS ENUM ('kanji', 'word', 'custom', 'conjugation');

-- CreateTable
CREATE TABLE "Mistake" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "itemKey" VARCHAR(200) NOT NULL,
    "source" "MistakeSource" NOT NULL,
    "kind" "MistakeKind" NOT NULL,
    "level" SMALLINT,
    "origin" VARCHAR(255) NOT NULL,
    "prompt" VARCHAR(255) NOT NULL,
    "given" VARCHAR(255) NOT NULL,
    "expected" VARCHAR(255) NOT NULL,
    "check" JSONB NOT NULL,
    "card" JSONB NOT NULL,
    "misses" INTEGER NOT NULL DEFAULT 1,
    "streak" SMALLINT NOT NULL DEFAULT 0,
    "missedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Mistake_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Mistake_userId_missedAt_idx" ON "Mistake"("userId", "missedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Mistake_userId_itemKey_key" ON "Mistake"("userId", "itemKey");

-- AddForeignKey
ALTER TABLE "Mistake" ADD CONSTRAINT "Mistake_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
