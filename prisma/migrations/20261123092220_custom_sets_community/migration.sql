-- Trigram indexes for the community search (name / description ILIKE). Available on PostgreSQL
-- (contrib) and in the embedded PGlite (lib/db/embedded.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "FlashCardSet_visibility_createdAt_idx";

-- AlterTable
ALTER TABLE "FlashCardSet" ADD COLUMN     "cardCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "FlashCardSet_visibility_createdAt_id_idx" ON "FlashCardSet"("visibility", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FlashCardSet_visibility_cardCount_id_idx" ON "FlashCardSet"("visibility", "cardCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FlashCardSet_name_trgm_idx" ON "FlashCardSet" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "FlashCardSet_description_trgm_idx" ON "FlashCardSet" USING GIN ("description" gin_trgm_ops);

-- Test results and study marks point at a custom set by id (setKey) without a foreign key, because
-- they also point at built-in content. Remove them with the set, whether the set is deleted on its
-- own or with its owner's account (ON DELETE CASCADE from "User" fires this trigger too).
-- The body spells the semicolon as \073 because the driver-adapter migration runner splits a script at
-- every semicolon (even inside quotes and comments), which would cut the function in half.
CREATE FUNCTION "FlashCardSet_delete_history"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "TestResult" WHERE "source" = \'custom\' AND "setKey" = OLD."id"\073
  DELETE FROM "StudyProgress" WHERE "source" = \'custom\' AND "setKey" = OLD."id"\073
  RETURN OLD\073
END\073
';

CREATE TRIGGER "FlashCardSet_delete_history"
AFTER DELETE ON "FlashCardSet"
FOR EACH ROW EXECUTE FUNCTION "FlashCardSet_delete_history"();
