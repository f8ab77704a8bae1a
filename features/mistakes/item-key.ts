// Turns what a test or the quiz asked into one item of the mistakes bank (pure). The same question about the
// same card gives the same key, so a second miss in the same kind of test (the miss's source) updates the item
// instead of adding another.
import { displayReading } from '@/features/exam/normalize';
import type { ExamCard, ExamDeck, Question, TestKind } from '@/features/exam/types';

import { MISTAKE_TEXT_MAX } from './limits';
import type { MistakeKind, Miss } from './schemas';

/** Text as the bank keeps it: one line, well formed, at most MISTAKE_TEXT_MAX characters. */
export function shownText(text: string): string {
  const line = text
    .toWellFormed()
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  // Cut at a character, never inside one (a kanji outside the BMP is two UTF-16 units).
  let kept = '';
  for (const character of line) {
    if (kept.length + character.length > MISTAKE_TEXT_MAX) break;
    kept += character;
  }
  return kept;
}

const KIND_OF_SOURCE: Record<ExamDeck['source'], MistakeKind> = {
  kanji: 'kanji',
  vocabulary: 'word',
  custom: 'custom',
};

/** What a test is about (features/exam/exam-target.ts), as far as the bank needs it. */
export interface MissTarget {
  source: ExamDeck['source'];
  /** The level ("n5") or the custom set's id. */
  setKey: string;
  unitKey: string;
  /** "N5 Kanji · Unit 3", or the set's name. */
  title: string;
}

/** The item a test question is: the same question about the same card is the same item. */
export function examItemKey(source: ExamDeck['source'], setKey: string, cardId: string, mode: string): string {
  return [source, setKey, cardId, mode].join('|').slice(0, 200);
}

/** A wrong answer in a written or multiple-choice test. */
export function examMiss(
  question: Question,
  given: string,
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  target: MissTarget,
  testKind: TestKind,
): Miss {
  if (question.mode === 'write') return writingMiss(question.card, deck, target, testKind);
  const { card } = question;
  return {
    itemKey: examItemKey(deck.source, target.setKey, card.id, question.mode),
    source: testKind,
    ...missedCard(card, deck, target),
    prompt: shownText(question.prompt),
    given: shownText(given),
    expected: shownText(question.answer),
    check: {
      kind: 'exam',
      language: question.answerLanguage,
      accepted: question.accepted.map(shownText).filter(Boolean).slice(0, 40),
    },
  };
}

/**
 * A kanji the learner could not write without the pad showing a stroke, in a written test or a review. Its item
 * is the card's "write" question, so it never merges with a meaning or reading miss of the same kanji; a retry
 * asks it on the pad again.
 */
export function writingMiss(
  card: ExamCard,
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  target: MissTarget,
  source: TestKind | 'review',
): Miss {
  return {
    itemKey: examItemKey(deck.source, target.setKey, card.id, 'write'),
    source,
    ...missedCard(card, deck, target),
    prompt: shownText(card.meaning),
    given: '',
    expected: shownText(card.term),
    check: { kind: 'writing', kanji: card.term },
  };
}

/** What every miss of a test or review card says about the card: kind, level, where from, the card to save. */
function missedCard(
  card: ExamCard,
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  target: MissTarget,
): Pick<Miss, 'kind' | 'level' | 'origin' | 'card'> {
  const level = /^n([1-5])$/.exec(target.setKey);
  const readings = [...new Set(card.readings.map(displayReading).filter(Boolean))].slice(0, 4).join('、');
  return {
    kind: KIND_OF_SOURCE[deck.source],
    level: level ? Number(level[1]) : null,
    origin: shownText(target.title) || target.setKey,
    card: {
      word: shownText(card.term),
      reading: shownText(readings),
      meaning: shownText(card.meaning),
      wordLanguage: deck.termLanguage,
      meaningLanguage: deck.meaningLanguage,
    },
  };
}

/** What the conjugation quiz asked and how it was answered. */
export interface ConjugationAsked {
  word: { dictionary: string; reading: string; meaning: string; level: number };
  form: string;
  polite: boolean;
  negative: boolean;
  /** "causative-passive, plain, affirmative, past": the form as the quiz names it, in the page's language. */
  formLabel: string;
  given: string;
  expected: { kana: readonly string[]; written: readonly string[] };
  meaningLanguage: 'en' | 'vi';
}

/** A wrong answer in the conjugation quiz. */
export function conjugationMiss(asked: ConjugationAsked): Miss {
  const { word, expected } = asked;
  const variant = `${asked.polite ? 'polite' : 'plain'}-${asked.negative ? 'negative' : 'affirmative'}`;
  const written = expected.written[0] ?? expected.kana[0] ?? '';
  const label = shownText(asked.formLabel);
  return {
    itemKey: ['conjugation', word.dictionary, asked.form, variant].join('|').slice(0, 200),
    source: 'conjugation',
    kind: 'conjugation',
    level: word.level >= 1 && word.level <= 5 ? word.level : null,
    origin: label,
    prompt: shownText(`${word.dictionary} → ${label}`),
    given: shownText(asked.given),
    expected: shownText(written),
    check: {
      kind: 'conjugation',
      kana: expected.kana.map(shownText).filter(Boolean).slice(0, 12),
      written: expected.written.map(shownText).filter(Boolean).slice(0, 12),
    },
    card: {
      word: shownText(written),
      reading: shownText(expected.kana[0] ?? ''),
      meaning: shownText(`${word.dictionary} (${word.meaning}) · ${label}`),
      wordLanguage: 'ja',
      meaningLanguage: asked.meaningLanguage,
    },
  };
}
