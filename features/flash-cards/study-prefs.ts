/**
 * How the learner likes their cards (which side is the front, furigana and pitch accent on or off), remembered per kind
 * of card in localStorage. Pure parsing here; the study view reads and writes it.
 */
import { KANJI_FRONTS, VOCABULARY_FRONTS, type KanjiFront, type VocabularyFront } from './study-cards';

export type StudyKind = 'kanji' | 'vocabulary';
export type CardFront = VocabularyFront | KanjiFront;

export interface StudyPrefs {
  readonly front: CardFront;
  /** Readings over the kanji on the back of a card and in its examples. */
  readonly furigana: boolean;
  /**
   * Readings over the word on the front of a vocabulary card. Off unless asked for: on a word-front card they
   * would give away the reading the learner is meant to recall.
   */
  readonly frontFurigana: boolean;
  /** The pitch accent over a word's reading: on its card, in the unit's table and in the review. */
  readonly pitch: boolean;
}

export function defaultPrefs(kind: StudyKind): StudyPrefs {
  return { front: kind === 'kanji' ? 'kanji' : 'word', furigana: true, frontFurigana: false, pitch: true };
}

export function frontsOf(kind: StudyKind): readonly CardFront[] {
  return kind === 'kanji' ? KANJI_FRONTS : VOCABULARY_FRONTS;
}

export function prefsKey(kind: StudyKind): string {
  return `kotonoha:flash-card-prefs:v1:${kind}`;
}

export function parsePrefs(kind: StudyKind, raw: string | null): StudyPrefs {
  const fallback = defaultPrefs(kind);
  if (!raw) return fallback;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StudyPrefs, unknown>>;
    const front = frontsOf(kind).find((f) => f === value.front) ?? fallback.front;
    const furigana = typeof value.furigana === 'boolean' ? value.furigana : fallback.furigana;
    const frontFurigana = typeof value.frontFurigana === 'boolean' ? value.frontFurigana : fallback.frontFurigana;
    const pitch = typeof value.pitch === 'boolean' ? value.pitch : fallback.pitch;
    return { front, furigana, frontFurigana, pitch };
  } catch {
    return fallback;
  }
}
