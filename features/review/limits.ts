// The review actions' limits, apart from their schemas (./schemas.ts) so that screens can show and check them
// without bringing the validation library into their first load.

/** The most new cards a day a learner may ask for. */
export const NEW_PER_DAY_MAX = 500;

/** At most this many of each per merge call; the guest store sends bigger histories in several calls. */
export const MERGE_BATCH_MAX = 1000;
