-- AlterEnum
ALTER TYPE "MistakeSource" ADD VALUE 'review';

-- AlterTable
ALTER TABLE "ReviewSettings" ADD COLUMN     "writeKanji" BOOLEAN NOT NULL DEFAULT false;
