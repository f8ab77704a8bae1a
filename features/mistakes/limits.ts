/**
 * How big the mistakes bank may grow. A row is an item (one question about one card), not a miss: missing it
 * again updates the row. Past this many items the oldest miss is dropped, on the device and in the account
 * alike, so the bank stays one short list to work through and the table cannot grow without bound.
 */
export const MISTAKES_MAX = 500;

/** Right answers in a row in the retry rounds that clear an item from the bank. */
export const CLEAR_STREAK = 2;

/** Texts are kept as shown, cut to this many characters (a custom card's meaning can be long). */
export const MISTAKE_TEXT_MAX = 255;

/**
 * How long the server remembers a miss's key (MistakeReceipt): longer than a device plausibly keeps an unsent
 * miss in its outbox, short enough that the receipts of a learner stay a small table.
 */
export const MISS_RECEIPT_DAYS = 90;
