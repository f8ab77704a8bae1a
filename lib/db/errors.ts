// Database errors the app answers itself instead of failing.

/**
 * A write refused by a unique index (Prisma's P2002): two requests raced for the same value, e.g. two sign-ups
 * with one address at the same moment. The index decides; the loser answers as if it had looked first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/** PostgreSQL's lock_not_available (lock_timeout), and Prisma's codes for a transaction that ran out of time. */
const TIMEOUT_CODES = new Set([
  '55P03',
  // P2028: the transaction API gave up (no connection within maxWait, or the transaction outlived its timeout).
  'P2028',
  // P2024: no connection from the pool in time.
  'P2024',
]);

const TIMEOUT_MESSAGES = /lock timeout|expired transaction|Unable to start a transaction in the given time/i;

/**
 * Whether `error` (or one of its causes) says a transaction ran out of time waiting for the database: a lock
 * held elsewhere, no free connection. Such a transaction was rolled back whole, so it may simply be tried again.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    const { code, message, cause } = current as Record<string, unknown>;
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
    if (typeof message === 'string' && TIMEOUT_MESSAGES.test(message)) return true;
    // Prisma keeps the adapter's error apart from `cause`.
    current = cause ?? (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  }
  return false;
}
