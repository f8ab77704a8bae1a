import 'server-only';

import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';

import { db } from '@/lib/db/client';

/**
 * The account limits. Counters live in PostgreSQL (the RateLimit table), so every app instance
 * counts against the same limit. Each is "points per duration (seconds)".
 */
export const RATE_LIMITS = {
  /** Login attempts for one email address, whoever makes them: stops password guessing. Reset on success. */
  loginPerEmail: { points: 10, duration: 15 * 60 },
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
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One attempt to count: the limit and its key (an email, an IP address, a user id). */
export type RateLimitCheck = readonly [RateLimitName, string];

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
  const results = await Promise.allSettled(checks.map(([name, key]) => limiter(name).consume(key)));
  let wait = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof RateLimiterRes) wait = Math.max(wait, result.reason.msBeforeNext);
    else throw result.reason;
  }
  if (wait > 0) throw new RateLimitedError(Math.ceil(wait / 1000));
}

/** Forgets the count of one key (e.g. the email's failed logins after a successful one). */
export async function reset(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}
