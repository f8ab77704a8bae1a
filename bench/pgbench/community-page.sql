-- The community's first page, newest first (features/custom-sets/server/community-queries.ts): what a cache miss costs.
SELECT s."id", s."name", s."description", s."customLevel", s."wordLanguage"::text, s."meaningLanguage"::text,
       s."jlptLevel", s."cardCount", s."createdAt", s."updatedAt", u."id", u."name", u."image"
  FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
 WHERE s."visibility" = 'everyone'
 ORDER BY s."createdAt" DESC, s."id" DESC
 LIMIT 25;
