-- AlterTable
ALTER TABLE "ReviewSettings" ADD COLUMN     "listening" BOOLEAN NOT NULL DEFAULT false;
