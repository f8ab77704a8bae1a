// Addresses of the stand-ins the end-to-end run starts next to the app (tests/e2e/global-setup.ts):
// an SMTP server that keeps every mail, and an OpenID provider standing in for Google. Their ports
// follow E2E_PORT (3100 → SMTP 2505, OpenID 3900), so runs on different ports never collide.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT - 595);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 800);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'kotonoha-e2e';
export const OIDC_CLIENT_SECRET = 'kotonoha-e2e-secret-not-for-production';

/** How long the SMTP stand-in takes to accept a recipient whose address starts with "slow". */
export const SLOW_MAIL_MS = 3000;

/** Where the SMTP stand-in writes each received mail as JSON (under the gitignored tmp/). */
export const MAILBOX_DIR = fileURLToPath(new URL(`../../../tmp/e2e-mail-${SMTP_PORT}`, import.meta.url));
export const mailFile = (id: string) => path.join(MAILBOX_DIR, `${id}.json`);

/**
 * The file the review schedule adds to the server's clock in the e2e run (features/review/server/clock.ts): a test writes a
 * number of milliseconds there to move the server's day ahead, and 0 to put it back.
 */
export const REVIEW_CLOCK_FILE = fileURLToPath(new URL(`../../../tmp/e2e-clock-${E2E_PORT}`, import.meta.url));

/**
 * Where the e2e run's `next start` also writes its output (playwright.config.ts), so a test can check that what it
 * sent left no error in the log. A server started outside the run (reused) does not write it.
 */
export const SERVER_LOG = fileURLToPath(new URL(`../../../tmp/e2e-server-${E2E_PORT}.log`, import.meta.url));

/** The environment `next start` gets in the e2e run, so mail and "Continue with Google" go to the stand-ins. */
export const appEnv = {
  // `next start` runs as production, where account mails are not sent without it: their links go here.
  SITE_URL: BASE_URL,
  // As if one proxy stood in front: each spec gives its browser a client address of its own in X-Forwarded-For
  // (support/auth.ts), so the per-IP limits, which every spec would otherwise share, do not stop a run.
  TRUSTED_PROXY_HOPS: '1',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: 'Kotonoha <no-reply@kotonoha.test>',
  AUTH_GOOGLE_ID: OIDC_CLIENT_ID,
  AUTH_GOOGLE_SECRET: OIDC_CLIENT_SECRET,
  AUTH_GOOGLE_ISSUER: OIDC_ISSUER,
  KOTONOHA_TEST_CLOCK_FILE: REVIEW_CLOCK_FILE,
};
