-- The limits counted per email address (loginPerAccountIp, loginPerAccount, resetPerEmail) store it as its HMAC
-- from now on (lib/auth/rate-limit.ts), so that the table never holds an address. Their rows written before held
-- the address itself (or, when long, its plain sha256): they are dropped, not rehashed (the HMAC needs the app's
-- secret, which SQL does not have). They live an hour at most: a count reached just before the deploy restarts.
DELETE FROM "RateLimit"
WHERE key LIKE 'loginPerAccountIp:%' OR key LIKE 'loginPerAccount:%' OR key LIKE 'resetPerEmail:%';
