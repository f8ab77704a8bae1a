// Every environment variable the app and its build read, with its default, checked in one place. No
// `server-only` here: next.config.ts reads it too, so a bad value stops `next dev`, `next build` and
// `next start` before anything runs. App code reads the result through lib/env/server.ts. What each
// variable means is written in .env.example and in the table of ARCHITECTURE.md (Configuration).
import { z } from 'zod/mini';

const DEFAULT_MAIL_FROM = 'Kotonoha <no-reply@kotonoha.localhost>';

/** A URL whose protocol is one of `protocols`, e.g. ['https:', 'http:']. */
function urlWith(protocols: readonly string[], expected: string) {
  const valid = (value: string) => URL.canParse(value) && protocols.includes(new URL(value).protocol);
  return z.optional(z.string().check(z.refine(valid, `must be ${expected}`)));
}

const webAddress = urlWith(['http:', 'https:'], 'an http(s) address, e.g. https://kotonoha.example');

/** A count of at least `min`, written as digits (a typo is an error, not a silent default). */
const count = (fallback: number, min = 1) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^[0-9]+$/, `must be a whole number of ${min} or more`)),
      z.pipe(z.transform(Number), z.number().check(z.gte(min, `must be a whole number of ${min} or more`))),
    ),
    fallback,
  );

const envSchema = z.object({
  /** Set by Next.js (and Vitest); only 'production' changes anything. */
  NODE_ENV: z._default(z.string(), 'development'),
  /** Unset: `npm run dev` / `npm start` start the embedded database and set it for the app. */
  DATABASE_URL: urlWith(
    ['postgresql:', 'postgres:'],
    'a PostgreSQL URL, e.g. postgresql://user:password@host:5432/kotonoha',
  ),
  /** The embedded database's starter sets 1: it serves one connection at a time. */
  DATABASE_POOL_MAX: count(10),
  /** Unset: canonical links use http://localhost:3000 and mails link to the address a request came to. */
  SITE_URL: webAddress,
  /** Unset: a key generated once into .data/auth-secret (lib/auth/secret.ts). */
  AUTH_SECRET: z.optional(z.string()),
  /** Read by Auth.js itself too: it pins the origin of its own routes. NEXTAUTH_URL is its older name. */
  AUTH_URL: webAddress,
  NEXTAUTH_URL: webAddress,
  AUTH_GOOGLE_ID: z.optional(z.string()),
  AUTH_GOOGLE_SECRET: z.optional(z.string()),
  AUTH_GOOGLE_ISSUER: webAddress,
  /** Unset: mails are written to .data/mail/ (lib/mail/mailer.ts). */
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an SMTP URL, e.g. smtps://user:password@smtp.example.com:465'),
  MAIL_FROM: z._default(z.string(), DEFAULT_MAIL_FROM),
  /**
   * Unset: Next.js's cache stays in each server's memory. Set: `next start` keeps it in this Redis, shared by every
   * instance (cache-handler.mjs).
   */
  REDIS_URL: urlWith(
    ['redis:', 'rediss:'],
    'a Redis URL, e.g. redis://127.0.0.1:6379 or rediss://:password@host:6380/0',
  ),
  /** Unset: no proxy in front, the per-IP limits use the socket's address (lib/http/client-ip.ts). */
  TRUSTED_PROXY_HOPS: count(0, 0),
  /** Build time (next.config.ts): the output folder and the id clients compare to notice a new deployment. */
  NEXT_DIST_DIR: z._default(z.string(), '.next'),
  KOTONOHA_BUILD_ID: z.optional(z.string()),
  /**
   * End-to-end tests only: a file holding a number of milliseconds that the review scheduler adds to the
   * server's clock (features/review/server/clock.ts), so a test can move "now" a day ahead. Unset everywhere else.
   */
  KOTONOHA_TEST_CLOCK_FILE: z.optional(z.string()),
});

export type Env = z.output<typeof envSchema>;

const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

/** Thrown when a variable is set to something the app cannot use; the message names each one. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid environment variables (see .env.example):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/**
 * The variables of `source` (process.env), checked, with their defaults. An empty value counts as unset
 * (`SMTP_URL=` in a .env file turns SMTP off). Values are never repeated in the message: some hold passwords.
 */
export function readEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const given = Object.fromEntries(
    ENV_VARIABLES.map((name) => [name, source[name]?.trim() ? source[name] : undefined]),
  );
  const parsed = z.safeParse(envSchema, given);
  if (parsed.success) return parsed.data;
  throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}

/**
 * What a server should tell its operator at start: what it falls back to for a variable a deployment is
 * expected to set. Production only, except a half-configured Google sign-in.
 */
export function environmentWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (Boolean(env.AUTH_GOOGLE_ID) !== Boolean(env.AUTH_GOOGLE_SECRET)) {
    warnings.push(
      'Only one of AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET is set: "Continue with Google" stays off until both are.',
    );
  }
  if (env.KOTONOHA_TEST_CLOCK_FILE) {
    warnings.push(
      'KOTONOHA_TEST_CLOCK_FILE is set: the review schedule reads the time from a test file. It is for the ' +
        'end-to-end tests only; unset it for a deployment.',
    );
  }
  if (env.NODE_ENV !== 'production') return warnings;
  if (!env.DATABASE_URL) {
    warnings.push(
      'DATABASE_URL is not set: every page and action that needs the database will fail. Start the app with ' +
        '`npm start` (which starts the embedded database) or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  if (!env.AUTH_SECRET) {
    warnings.push(
      'AUTH_SECRET is not set: sessions are signed with the key generated in .data/auth-secret, which only this ' +
        'machine has. Set AUTH_SECRET (the same on every instance) for a deployment.',
    );
  }
  if (!env.SITE_URL) {
    warnings.push(
      'SITE_URL is not set: canonical links point at http://localhost:3000 and no account mail (verification, ' +
        'password reset) is sent, since its links cannot take their address from the request. Set SITE_URL to ' +
        'the public address.',
    );
  }
  return warnings;
}
