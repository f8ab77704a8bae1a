/** Limits of an Anki package import. Client-safe: the upload form checks the size before sending. */

/** Bigger packages are whole collections with media, not word lists for a few sets. */
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024;

/** The most notes one import reads (a deck over 100 notes becomes several sets). */
export const MAX_PACKAGE_NOTES = 1000;

/** The most sets one import saves: each set is at most 100 cards, and all are saved in one transaction. */
export const MAX_IMPORT_SETS = 10;

/** Why a package could not be read; each is a message under `customSets.anki.errors`. */
export const PACKAGE_ERRORS = [
  'notZip',
  'noCollection',
  'newerFormat',
  'unreadable',
  'tooLarge',
  'tooManyNotes',
  'noNotes',
] as const;
export type PackageError = (typeof PACKAGE_ERRORS)[number];
