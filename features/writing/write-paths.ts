/** Locale-less addresses of the write mode (Link adds the locale). */
import { unitPath } from '@/features/flash-cards/builtin-paths';

/** A kanji unit's write mode (vocabulary units have none). */
export const unitWritePath = (set: string, unit: number | string) => `${unitPath('kanji', set, unit)}/write`;

/** The write mode of a custom set's kanji. */
export const customSetWritePath = (id: string) => `/flash-cards/custom/${id}/write`;
