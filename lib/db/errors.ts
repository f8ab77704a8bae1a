// Database errors the app answers itself instead of failing.

/**
 * A write refused by a unique index (Prisma's P2002): two requests raced for the same value, e.g. two sign-ups
 * with one address at the same moment. The index decides; the loser answers as if it had looked first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
