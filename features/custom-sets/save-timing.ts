/**
 * How long a set save may take, on the server and in the form: one place, so the database's limits, what the
 * learner is told and the resilience run's patience agree. Client-safe (plain numbers).
 *
 * A save locks its set's row while it replaces the cards. Another transaction holding that row (a second tab's
 * save, a slow statement, a busy server) makes it wait: Prisma's default interactive-transaction timeout (5 s)
 * failed such a save that the database would have completed. The save now waits up to SAVE_LOCK_TIMEOUT_MS for
 * the lock (PostgreSQL's lock_timeout, so the database itself ends the wait cleanly) inside a transaction allowed
 * SAVE_TRANSACTION_TIMEOUT_MS; past that it is rolled back and answered "busy", which the form retries.
 */

/** Waiting for a free connection from the pool before the transaction starts. */
export const SAVE_CONNECTION_WAIT_MS = 5_000;
/** Waiting for the set's row lock (PostgreSQL `lock_timeout`, per transaction). */
export const SAVE_LOCK_TIMEOUT_MS = 10_000;
/** The whole transaction: the lock wait plus the card writes, with room to spare. */
export const SAVE_TRANSACTION_TIMEOUT_MS = 15_000;

/** When the form starts telling the learner that the save is slow but still going. */
export const SAVE_SLOW_NOTICE_MS = 3_000;
/** Pause before the form sends a save again that the server answered "busy" (or, for an edit, did not answer). */
export const SAVE_RETRY_DELAY_MS = 1_000;
/** The form tries again only while the save has been going for less than this. */
export const SAVE_RETRY_WINDOW_MS = 30_000;

/**
 * The longest the form can keep the learner waiting before it shows an outcome: the last try starts inside the
 * retry window and may use a whole connection wait and transaction. The resilience run waits this long for a
 * save to be confirmed.
 */
export const SAVE_LONGEST_WAIT_MS =
  SAVE_RETRY_WINDOW_MS + SAVE_RETRY_DELAY_MS + SAVE_CONNECTION_WAIT_MS + SAVE_TRANSACTION_TIMEOUT_MS;
