/** The limits of a custom set. Client-safe (the form uses them too). */
export const TEXT_MAX = 255;
export const CUSTOM_LEVEL_MAX = 10;
export const MIN_CARDS = 2;
export const MAX_CARDS = 100;

export const LANGUAGES = ['ja', 'zh', 'en', 'vi'] as const;
export type SetLanguage = (typeof LANGUAGES)[number];

export const VISIBILITIES = ['onlyMe', 'everyone'] as const;
export type SetVisibility = (typeof VISIBILITIES)[number];

/** JLPT levels as the form holds them: '' for none, '5' for N5 … '1' for N1 (stored as 1..5). */
export const JLPT_OPTIONS = ['', '5', '4', '3', '2', '1'] as const;
export type JlptOption = (typeof JLPT_OPTIONS)[number];
/** The longest word the smart paste looks up (a pasted sentence is not a word). */
export const LOOKUP_WORD_MAX = 32;
