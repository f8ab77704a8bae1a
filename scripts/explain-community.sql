-- Query plans of the community page (features/custom-sets/server/community-queries.ts listCommunitySets), against a database
-- filled by scripts/seed-custom-sets.ts:
--   psql "$DATABASE_URL" -f scripts/explain-community.sql
\echo '== first page, newest'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", s."description", s."customLevel", s."wordLanguage"::text, s."meaningLanguage"::text, s."jlptLevel",
       s."cardCount", s."createdAt", s."updatedAt", u."id", u."name", u."image"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone'
ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 25;

\echo '== a later page (keyset cursor 5,000 sets deep), newest'
-- The cursor is looked up first, so the plan below is the app's query alone, with the cursor as a literal.
SELECT "createdAt" AS cursor_at, "id" AS cursor_id FROM "FlashCardSet" WHERE "visibility" = 'everyone'
ORDER BY "createdAt" DESC, "id" DESC LIMIT 1 OFFSET 5000 \gset
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", u."name"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone'
  AND (s."createdAt", s."id") < (:'cursor_at'::timestamp(3), :'cursor_id')
ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 25;

\echo '== first page, most cards'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", u."name"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone'
ORDER BY s."cardCount" DESC, s."id" DESC LIMIT 25;

\echo '== search "restaurant" (the folded name and description), newest'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", u."name"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone' AND s."searchable" ILIKE '%restaurant%'
ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 25;

\echo '== search "tieng nhat" typed without diacritics (finds "Tiếng Nhật"), newest'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", u."name"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone' AND s."searchable" ILIKE '%tieng nhat%'
ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 25;

\echo '== search for a word no set has, "xylophone"'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT s."id", s."name", u."name"
FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
WHERE s."visibility" = 'everyone' AND s."searchable" ILIKE '%xylophone%'
ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 25;
