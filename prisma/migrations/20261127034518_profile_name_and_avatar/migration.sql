-- Display names are at most 40 characters without control characters (lib/profile/schemas.ts). Names Google
-- gave before this rule are brought within it rather than refused.
UPDATE "User"
SET "name" = NULLIF(btrim(left(btrim(regexp_replace("name", '[[:cntrl:]]+', ' ', 'g')), 40)), '')
WHERE "name" IS NOT NULL AND ("name" ~ '[[:cntrl:]]' OR length("name") > 40 OR "name" <> btrim("name"));

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "name" SET DATA TYPE VARCHAR(40);

-- CreateTable
CREATE TABLE "UserAvatar" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "webp" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserAvatar_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UserAvatar_userId_key" ON "UserAvatar"("userId");

-- AddForeignKey
ALTER TABLE "UserAvatar" ADD CONSTRAINT "UserAvatar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
