-- Why a link was ended before use, so the screen can say it: a newer reset link (each new one voids the older
-- ones), an email change, or a reset with another link. Links revoked before read as they did (no reason).
-- CreateEnum
CREATE TYPE "AuthTokenRevocation" AS ENUM ('newerLink', 'emailChange', 'passwordReset');

-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN     "revokedBy" "AuthTokenRevocation";
