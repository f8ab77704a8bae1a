-- A community search (trigram indexes on name and description): the most expensive read a learner can ask for.
\set topic random(0, 5)
SELECT s."id", s."name", s."description", s."customLevel", s."wordLanguage"::text, s."meaningLanguage"::text,
       s."jlptLevel", s."cardCount", s."createdAt", s."updatedAt", u."id", u."name", u."image"
  FROM "FlashCardSet" s JOIN "User" u ON u."id" = s."ownerId"
 WHERE s."visibility" = 'everyone'
   AND (s."name" ILIKE '%' || (ARRAY['kitchen','travel','station','weather','family','office'])[:topic + 1] || '%'
        OR s."description" ILIKE '%' || (ARRAY['kitchen','travel','station','weather','family','office'])[:topic + 1] || '%')
 ORDER BY s."createdAt" DESC, s."id" DESC
 LIMIT 25;
