import type { ExampleSentence } from '@/features/content/types';

export type { ExampleSentence };

/** A unit's sentences: word id → its sentences, the one to show first first. Words without one are absent. */
export type UnitSentences = Record<string, ExampleSentence[]>;
