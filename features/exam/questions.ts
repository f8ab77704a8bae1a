/** Turning a deck and the learner's settings into a list of questions. Pure functions. */
import { acceptedAnswers, answerLanguage, answerText, isAcceptedAnswer, normalizeFor } from './check-answer';
import type { ExampleSentence } from '@/features/content/types';
import { pickOptions, prepareCandidates, type OptionCandidate } from './distractors';
import { blankAnswers, blankSentence } from './fill-blank';
import { homophoneIds, spokenText } from './listening';
import { splitMeanings } from './normalize';
import { shuffled, type Random } from './random';
import {
  DEFAULT_QUESTION_COUNT,
  MAX_QUESTION_COUNT,
  MIN_CARDS,
  QUESTION_MODES,
  type ExamCard,
  type ExamDeck,
  type ExamSettings,
  type Question,
  type QuestionMode,
  type TestKind,
} from './types';

/** A unit's example sentences by word id (features/sentences), the first one to ask first. */
export type SentencesByWord = Readonly<Record<string, readonly ExampleSentence[]>>;

/**
 * The cards a mode can ask about. A reading question needs a reading that differs from what is shown
 * (asking the reading of a word written in kana would show the answer); "write the kanji" needs a kanji the
 * pad has strokes for; "listen" a reading in kana for the voice. Fill in the blank is for the built-in words,
 * which have example sentences (one without is asked "word from meaning").
 */
export function cardsFor(deck: ExamDeck, mode: QuestionMode): ExamCard[] {
  return deck.cards.filter((card) => {
    if (card.term.trim() === '' || card.meaning.trim() === '') return false;
    if (mode === 'write') return card.writable === true;
    if (mode === 'listen') return spokenText(deck, card) !== null;
    if (mode === 'blank') return deck.source === 'vocabulary';
    if (mode !== 'reading') return true;
    const language = answerLanguage(deck, 'reading');
    const shown = normalizeFor(language, card.term);
    return card.readings.some((r) => r.trim() !== '' && normalizeFor(language, r) !== shown);
  });
}

/** Which kind of test may ask a mode: some questions make sense typed only, some chosen only. */
const ONLY_IN: Partial<Record<QuestionMode, TestKind>> = {
  // A kanji is written on the pad: four drawn options would be a multiple-choice test of the meaning.
  write: 'written',
  // A sentence's blank is filled by recalling the word, not by spotting it among four.
  blank: 'written',
  // Heard, then chosen: typing the meaning of a word heard once is a written "meaning from word".
  listen: 'multipleChoice',
};

/** The modes this deck can be tested in, in this kind of test: at least MIN_CARDS cards each. */
export function availableModes(deck: ExamDeck, testKind: TestKind): QuestionMode[] {
  return QUESTION_MODES.filter(
    (mode) => (ONLY_IN[mode] ?? testKind) === testKind && cardsFor(deck, mode).length >= MIN_CARDS,
  );
}

/** The most questions a test in this mode can have. */
export function maxQuestions(deck: ExamDeck, mode: QuestionMode): number {
  return Math.min(MAX_QUESTION_COUNT, cardsFor(deck, mode).length);
}

/** Settings brought within bounds: a mode the deck has for this kind of test, 1 ≤ count ≤ the maximum. */
export function clampSettings(deck: ExamDeck, testKind: TestKind, settings: Partial<ExamSettings>): ExamSettings {
  const modes = availableModes(deck, testKind);
  const mode = settings.mode && modes.includes(settings.mode) ? settings.mode : (modes[0] ?? 'meaning');
  const max = maxQuestions(deck, mode);
  const wanted = Number.isFinite(settings.count) ? Math.round(settings.count as number) : DEFAULT_QUESTION_COUNT;
  return { mode, count: Math.max(1, Math.min(max, wanted)), shuffle: settings.shuffle ?? true };
}

/** Where a multiple-choice question's distractors come from, prepared once per test. */
function optionPool(deck: ExamDeck, mode: QuestionMode): OptionCandidate[] {
  // Readings of kana-only words are never asked but make good distractors.
  const cards = mode === 'reading' ? deck.cards.filter((c) => c.readings.length > 0) : cardsFor(deck, mode);
  return prepareCandidates(deck, cards, mode);
}

/** The senses of a meaning, normalised: what two cards must share to answer the same prompt. */
function meaningKeys(deck: ExamDeck, meaning: string): Set<string> {
  return new Set(splitMeanings(meaning).map((sense) => normalizeFor(deck.meaningLanguage, sense)));
}

/**
 * For each card, the other cards of the deck that answer its "word from meaning" prompt as well: a sense of
 * theirs is a sense of the prompt (深まる and 深める are both "to deepen", じゃあ and では both "well").
 */
function cardsFittingMeanings(deck: ExamDeck): Map<string, ExamCard[]> {
  const keys = deck.cards.map((card) => [card, meaningKeys(deck, card.meaning)] as const);
  const fitting = new Map<string, ExamCard[]>();
  for (const [card, prompt] of keys) {
    const others = keys.filter(
      ([other, senses]) => other.id !== card.id && [...senses].some((k) => k && prompt.has(k)),
    );
    fitting.set(
      card.id,
      others.map(([other]) => other),
    );
  }
  return fitting;
}

function buildQuestion(
  deck: ExamDeck,
  card: ExamCard,
  mode: QuestionMode,
  random: Random,
  pool: readonly OptionCandidate[] | null,
  fitting: ReadonlyMap<string, readonly ExamCard[]> | null,
): Question {
  let accepted = acceptedAnswers(deck, card, mode);
  // A prompt two words of the deck fit has two right answers: each of them counts.
  const others = fitting?.get(card.id) ?? [];
  if (others.length > 0) {
    accepted = [...new Set([...accepted, ...others.flatMap((other) => acceptedAnswers(deck, other, mode))])];
  }
  const question: Question = {
    card,
    mode,
    // "Write the kanji" shows the meaning too (its readings are shown with it, from the card). A word heard
    // shows nothing while asked; its term is what the results and the mistakes bank show.
    prompt: mode === 'term' || mode === 'write' ? card.meaning : card.term,
    answer: answerText(card, mode),
    answerLanguage: answerLanguage(deck, mode),
    accepted,
    ...(mode === 'listen' ? { spoken: spokenText(deck, card) ?? '' } : {}),
  };
  if (!pool) return question;
  const answer = pool.find((c) => c.id === card.id) ?? prepareCandidates(deck, [card], mode)[0];
  // A word that sounds the same (橋, 箸) cannot be told apart by ear: its meaning would be a second right answer.
  const soundAlike = mode === 'listen' ? homophoneIds(deck, card) : null;
  // An option that is itself a right answer (側, a spelling of そば, beside ～側) would be a second one.
  const wrong = pool.filter(
    (c) =>
      c.id === answer.id || (!soundAlike?.has(c.id) && !isAcceptedAnswer(question.answerLanguage, accepted, c.text)),
  );
  return { ...question, options: pickOptions(answer, wrong, mode, random) };
}

/**
 * A word asked in its example sentence: the sentence without it, the word typed in kana as the sentence needs
 * it (or in its dictionary form). A word without a sentence is asked "word from meaning", the nearest question
 * that is also answered with the word.
 */
function blankQuestion(
  deck: ExamDeck,
  card: ExamCard,
  sentences: SentencesByWord,
  random: Random,
  fitting: ReadonlyMap<string, readonly ExamCard[]>,
): Question {
  const sentence = sentences[card.id]?.[0];
  if (!sentence) return buildQuestion(deck, card, 'term', random, null, fitting);
  return {
    card,
    mode: 'blank',
    prompt: blankSentence(sentence).text,
    answer: sentence.answer,
    answerLanguage: answerLanguage(deck, 'blank'),
    accepted: blankAnswers(sentence, card),
    sentence,
  };
}

/**
 * The questions of a test: `settings.count` cards of the mode, in deck order or shuffled. `onlyIds` limits
 * them to some cards (retrying the wrong answers); distractors still come from the whole deck. Fill in the
 * blank takes the unit's example sentences.
 */
export function buildQuestions(
  deck: ExamDeck,
  settings: ExamSettings,
  kind: TestKind,
  random: Random,
  onlyIds?: ReadonlySet<string>,
  sentences: SentencesByWord = {},
): Question[] {
  let cards = cardsFor(deck, settings.mode);
  if (onlyIds) cards = cards.filter((card) => onlyIds.has(card.id));
  const ordered = settings.shuffle ? shuffled(cards, random) : cards;
  const count = onlyIds ? ordered.length : Math.min(settings.count, MAX_QUESTION_COUNT);
  const pool = kind === 'multipleChoice' && settings.mode !== 'write' ? optionPool(deck, settings.mode) : null;
  const fitting = settings.mode === 'term' || settings.mode === 'blank' ? cardsFittingMeanings(deck) : null;
  return ordered
    .slice(0, count)
    .map((card) =>
      settings.mode === 'blank' && fitting
        ? blankQuestion(deck, card, sentences, random, fitting)
        : buildQuestion(deck, card, settings.mode, random, pool, fitting),
    );
}
