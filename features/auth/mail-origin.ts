// Where the links in account mails point. Never taken from the request: Host and X-Forwarded-Host are written by
// whoever sends it, and a reset link pointing at an attacker's host hands them the token.
import type { Env } from '@/lib/env/schema';

/** What development and the tests use when SITE_URL is unset (also the canonical links' default). */
const DEVELOPMENT_ORIGIN = 'http://localhost:3000';

/**
 * SITE_URL's origin; in development and tests without it, http://localhost:3000. Null in production without
 * SITE_URL: no address can be trusted there, so account mails are not sent (the server warns at start).
 */
export function mailOrigin(env: Pick<Env, 'SITE_URL' | 'NODE_ENV'>): string | null {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  return env.NODE_ENV === 'production' ? null : DEVELOPMENT_ORIGIN;
}
