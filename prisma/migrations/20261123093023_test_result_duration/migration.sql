-- AlterTable
ALTER TABLE "TestResult" ADD COLUMN     "durationMs" INTEGER NOT NULL DEFAULT 0;
