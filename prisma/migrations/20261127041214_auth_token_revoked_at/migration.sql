-- A link ended before use (email change, or a reset with another link) is told apart from a used one, so the
-- screen can say it was replaced. Links revoked before this column read "used", as they did.
-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN     "revokedAt" TIMESTAMP(3);
