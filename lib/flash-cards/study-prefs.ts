/**
 * How the learner likes their cards (which side is the front, furigana on or off), remembered per kind
 * of card in localStorage. Pure parsing here; the study view reads and writes it.
 */
import { KANJI_FRONTS, VOCABULARY_FRONTS, type KanjiFront, type VocabularyFront } from './study-cards';

export type StudyKind = 'kanji' | 'vocabulary';
export type CardFront = VocabularyFront | KanjiFront;

export interface StudyPrefs {
  readonly front: CardFront;
  readonly furigana: boolean;
}

export function defaultPrefs(kind: StudyKind): StudyPrefs {
  return { front: kind === 'kanji' ? 'kanji' : 'word', furigana: true };
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
    return { front, furigana };
  } catch {
    return fallback;
  }
}
