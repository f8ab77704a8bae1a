-- The community search finds "Tiếng Nhật" when a learner types "tieng nhat" (most type without diacritics on a
-- phone): it compares a folded copy of the name and description, kept by a trigger, with the folded query
-- (lib/custom-sets/community-filters.ts foldForSearch does the same to the query; a test checks both agree).
-- Built-in functions only, so that it runs the same on PostgreSQL and on the embedded PGlite: compatibility
-- forms decomposed (full-width letters, half-width kana), the Latin combining marks U+0300–U+036F dropped (tone
-- marks and vowel hats; kana voicing marks are U+3099/U+309A and stay), recomposed, and đ / Đ read as d / D.
-- Case is left to ILIKE, as before.

-- DropIndex
DROP INDEX "FlashCardSet_description_trgm_idx";

-- DropIndex
DROP INDEX "FlashCardSet_name_trgm_idx";

-- AlterTable
ALTER TABLE "FlashCardSet" ADD COLUMN     "searchable" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN translate(normalize(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g'), NFC), 'đĐÐ', 'dDD');

-- A newline between the two: the query cannot hold one, so a match never spans the name and the description.
CREATE FUNCTION "FlashCardSet_searchable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchable" := search_fold(NEW."name") || E'\n' || search_fold(NEW."description");
  RETURN NEW;
END
$$;

CREATE TRIGGER "FlashCardSet_searchable"
BEFORE INSERT OR UPDATE OF "name", "description" ON "FlashCardSet"
FOR EACH ROW EXECUTE FUNCTION "FlashCardSet_searchable"();

-- The sets written before: the trigger fills their column.
UPDATE "FlashCardSet" SET "name" = "name";

-- CreateIndex
CREATE INDEX "FlashCardSet_searchable_trgm_idx" ON "FlashCardSet" USING GIN ("searchable" gin_trgm_ops);
