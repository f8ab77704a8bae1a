-- Links are bound to the address they were mailed to. Open links of the old kind carry no address:
-- verification links were always revoked on an email change, so the account's address is theirs;
-- reset links were not, so the open ones (valid 30 minutes at most) are ended rather than guessed.
ALTER TABLE "AuthToken" ADD COLUMN "email" VARCHAR(255);

UPDATE "AuthToken" AS t SET "email" = u."email" FROM "User" AS u WHERE u."id" = t."userId";

UPDATE "AuthToken" SET "usedAt" = now() WHERE "kind" = 'resetPassword' AND "usedAt" IS NULL;

ALTER TABLE "AuthToken" ALTER COLUMN "email" SET NOT NULL;
