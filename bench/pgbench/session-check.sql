-- What every signed-in request asks PostgreSQL (lib/auth/session-rows.ts, lib/auth/callbacks.ts): its session row
-- by id, then its user by id. A seeded learner at random (scripts/seed-custom-sets.ts).
\set n random(0, 999)
SELECT "userId", "expires" FROM "Session" WHERE "sessionToken" = 'no-such-session-' || :n;
SELECT "id", "email", "emailVerified", "sessionVersion", "passwordHash" IS NOT NULL AS "hasPassword"
  FROM "User" WHERE "email" = 'learner-' || :n || '@seed.kotonoha.test';
