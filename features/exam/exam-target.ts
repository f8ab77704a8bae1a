import type { ExamSource } from '@/features/exam/types';

/**
 * What a test is about, for saving its result and for the way back. Built-in units: source 'kanji' or
 * 'vocabulary', setKey the level ('n5'), unitKey the unit ('3'). Custom sets: source 'custom', setKey the
 * FlashCardSet id, unitKey ''.
 */
export interface ExamTarget {
  readonly source: ExamSource;
  readonly setKey: string;
  readonly unitKey: string;
  /** Locale-less address of the unit or set page (Link adds the locale): where Quit and Back go. */
  readonly backHref: string;
  /** Shown above the test: "N5 Kanji · Unit 3", or the custom set's name. */
  readonly title: string;
}
