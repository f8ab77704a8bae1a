import 'server-only';

import { createHash, createHmac } from 'node:crypto';

import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';

import { db } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';

import { resolveAuthSecret } from '@/lib/auth/secret';

/**
 * The account limits. Counters live in PostgreSQL (the RateLimit table), so every app instance
 * counts against the same limit. Each is "points per duration (seconds)".
 */
export const RATE_LIMITS = {
  /**
   * Login attempts for one email address from one IP address: stops password guessing without letting a stranger
   * lock the owner out (the owner, elsewhere, has a count of their own). Reset on success.
   */
  loginPerAccountIp: { points: 10, duration: 15 * 60 },
  /**
   * Login attempts for one email address from anywhere: the ceiling for guessing spread over many addresses (at
   * most 100 wrong passwords an hour per account). Not reset on success, so an owner's login does not reopen it.
   */
  loginPerAccount: { points: 100, duration: 60 * 60 },
  /** Login attempts from one IP address over all emails: stops credential stuffing. */
  loginPerIp: { points: 100, duration: 15 * 60 },
  /** Accounts created from one IP address. */
  signUpPerIp: { points: 10, duration: 60 * 60 },
  /** Reset-link requests for one email address (mail bombing) and from one IP address. */
  resetPerEmail: { points: 3, duration: 60 * 60 },
  resetPerIp: { points: 20, duration: 60 * 60 },
  /** Verification mails for one account: one a minute (the cooldown the screen shows), ten a day. */
  verifyCooldown: { points: 1, duration: 60 },
  verifyPerDay: { points: 10, duration: 24 * 60 * 60 },
  /** Email-address corrections on the verify-email screen. */
  changeEmailPerUser: { points: 5, duration: 60 * 60 },
  /**
   * Profile changes of one account: each one renders the pages of its public sets again, and an upload costs a
   * resize, so a script cannot make the server do either without end.
   */
  displayNamePerUser: { points: 30, duration: 60 * 60 },
  avatarPerUser: { points: 20, duration: 60 * 60 },
  /**
   * Smart-paste lookups of one account (each up to 100 words): far more than a learner pasting lists needs, too few
   * for a script to read the dictionary out through the app.
   */
  smartPastePerUser: { points: 120, duration: 60 * 60 },
  /**
   * Anki package uploads read for the import preview: each unzips up to 20 MB and opens a SQLite file in
   * WebAssembly, so they are the dearest requests. A learner tries a few packages, not dozens; the address's
   * count is higher for a classroom behind one address.
   */
  ankiImportPerUser: { points: 20, duration: 60 * 60 },
  ankiImportPerIp: { points: 60, duration: 60 * 60 },
  /**
   * Anki packages written (a set's download, the mistakes bank's export): cheaper than an import, still a SQLite
   * file and a zip each. Per account when signed in, per address always (a guest exports the mistakes bank).
   */
  ankiExportPerUser: { points: 60, duration: 60 * 60 },
  ankiExportPerIp: { points: 120, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One attempt to count: the limit and its key (an email, an IP address, a user id). */
export type RateLimitCheck = readonly [RateLimitName, string];

/** The key of one email address at one IP address (loginPerAccountIp). */
export const accountAtIp = (email: string, ip: string) => `${email} ${ip}`;

/** The limits whose key holds an email address (alone, or with an IP address). */
const KEYED_BY_ADDRESS: ReadonlySet<RateLimitName> = new Set(['loginPerAccountIp', 'loginPerAccount', 'resetPerEmail']);

/**
 * The key as stored. One holding an email address is stored as its HMAC-SHA256 (keyed with the app's secret, so a
 * list of addresses cannot be hashed and compared against the table): the table never holds an address, and a
 * deleted account's stays nowhere. The address is lower-cased first, as the forms store it. Other keys (an IP
 * address, a user id) as they are when short (readable in the table), else as their sha256, to fit the column.
 */
export function storedKey(name: RateLimitName, key: string): string {
  if (KEYED_BY_ADDRESS.has(name)) {
    const secret = resolveAuthSecret(serverEnv().AUTH_SECRET);
    return `hmac:${createHmac('sha256', secret).update(`rate-limit:${key.toLowerCase()}`).digest('hex')}`;
  }
  return key.length <= 100 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const limiters = new Map<RateLimitName, RateLimiterPrisma>();

function limiter(name: RateLimitName): RateLimiterPrisma {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterPrisma({
      storeClient: db,
      tableName: 'rateLimit',
      keyPrefix: name,
      // The expired rows are swept by the upsert's own delete; no timer per limiter.
      clearExpiredByTimeout: false,
      ...RATE_LIMITS[name],
    });
    limiters.set(name, found);
  }
  return found;
}

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts');
    this.name = 'RateLimitedError';
  }
}

/**
 * Counts one attempt against every given limit; throws RateLimitedError when any is exhausted
 * (with the longest wait). All are counted even when one is over, so that hammering one key
 * keeps the others' counts honest.
 */
export async function consume(checks: readonly RateLimitCheck[]): Promise<void> {
  const results = await Promise.allSettled(checks.map(([name, key]) => limiter(name).consume(storedKey(name, key))));
  let wait = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof RateLimiterRes) wait = Math.max(wait, result.reason.msBeforeNext);
    else throw result.reason;
  }
  if (wait > 0) throw new RateLimitedError(Math.ceil(wait / 1000));
}

/** The answer of a route handler to RateLimitedError: 429, with the wait in Retry-After. */
export function tooManyRequests(error: RateLimitedError, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: 'rateLimited' },
    { status: 429, headers: { ...headers, 'Retry-After': String(error.retryAfterSeconds) } },
  );
}

/** Forgets the count of one key (e.g. the failed logins of an email at an IP after a successful one). */
export async function reset(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).delete(storedKey(name, key));
}
