/**
 * Which written answers count. The rules learners find fair: kana for romaji, katakana = hiragana,
 * case / spaces / punctuation / the "to " of verbs ignored, any one of a card's meanings or the synonyms
 * listed with it, every standard reading, for a reading question the word's written form (an IME may have
 * converted the kana) but no other kanji, and a Vietnamese meaning typed without its diacritics (counted,
 * with the spelling shown).
 */
import { displayReading, normalizeJapanese, normalizeText, readingVariants, splitMeanings } from './normalize';
import type { ExamCard, ExamDeck, ExamLanguage, Question, QuestionMode } from './types';

export function normalizeFor(language: ExamLanguage, text: string): string {
  return language === 'ja' ? normalizeJapanese(text) : normalizeText(text);
}

/**
 * The language the answer to a question of this mode is written in. A reading is in the term's language:
 * kana for Japanese, pinyin for a Chinese custom set (which must not be turned into kana).
 */
export function answerLanguage(
  deck: Pick<ExamDeck, 'termLanguage' | 'meaningLanguage'>,
  mode: QuestionMode,
): ExamLanguage {
  return mode === 'meaning' || mode === 'listen' ? deck.meaningLanguage : deck.termLanguage;
}

/** Readings as shown: dashes and okurigana dots gone, duplicates dropped, at most `limit`. */
export function shownReadings(card: ExamCard, limit = 4): string {
  return [...new Set(card.readings.map(displayReading).filter(Boolean))].slice(0, limit).join('、');
}

function unique(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((v) => v !== ''))];
}

/** Every wording of a card's meaning that counts: the whole, each sense, and the synonyms listed with it. */
function meaningForms(card: ExamCard): string[] {
  return [card.meaning, ...splitMeanings(card.meaning), ...(card.synonyms ?? []).flatMap(splitMeanings)];
}

/** Vietnamese without its tone marks and vowel hats: "tốt" → "tot", "đi" → "di". */
function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFC');
}

/**
 * A Vietnamese meaning typed without its diacritics (a keyboard without Telex, a phone's autocorrect off):
 * the sense it stands for, as the card writes it, so the answer counts and the learner sees the spelling.
 * null when the answer is not such a sense (or is already spelled right).
 */
export function senseWithoutDiacritics(card: ExamCard, given: string): string | null {
  const typed = normalizeText(given);
  if (typed === '' || typed !== withoutDiacritics(typed)) return null;
  for (const form of meaningForms(card)) {
    const spelled = normalizeText(form);
    if (spelled !== typed && withoutDiacritics(spelled) === typed) return form;
  }
  return null;
}

/** Every normalised answer that counts for a question about `card`. */
export function acceptedAnswers(
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  card: ExamCard,
  mode: QuestionMode,
): string[] {
  const language = answerLanguage(deck, mode);
  const norm = (text: string) => normalizeFor(language, text);
  switch (mode) {
    case 'meaning':
    case 'listen':
      return unique(meaningForms(card).map(norm));
    case 'blank':
    case 'reading':
      return unique([...card.readings.flatMap(readingVariants), card.term].map(norm));
    case 'term': {
      const forms = [card.term, ...splitMeanings(card.term), ...(card.otherSpellings ?? [])];
      // A word may be answered in kana (typing kanji needs an IME); a single kanji may not: its readings are
      // shared by many kanji, so a reading does not show the learner knows which one.
      if (deck.termLanguage === 'ja' && deck.source !== 'kanji') forms.push(...card.readings);
      return unique(forms.map(norm));
    }
    case 'write':
      // Drawn, not typed: the pad's matcher marks it. The kanji itself is what a miss records as the answer.
      return unique([card.term].map(norm));
  }
}

/** The correct answer as shown to the learner. */
export function answerText(card: ExamCard, mode: QuestionMode): string {
  if (mode === 'meaning' || mode === 'listen') return card.meaning;
  if (mode === 'term' || mode === 'write') return card.term;
  return shownReadings(card);
}

export function isAcceptedAnswer(language: ExamLanguage, accepted: readonly string[], given: string): boolean {
  const normalized = normalizeFor(language, given);
  return normalized !== '' && accepted.includes(normalized);
}

/**
 * A word's readings that count as the answer to "which word is it?" without being shown as the answer (食べる
 * answered たべる): the feedback compares a kana answer with them.
 */
export function acceptedReadings(question: Pick<Question, 'mode' | 'answerLanguage' | 'card' | 'accepted'>): string[] {
  if (question.mode !== 'term' || question.answerLanguage !== 'ja') return [];
  return unique(question.card.readings.map(displayReading)).filter((reading) =>
    question.accepted.includes(normalizeJapanese(reading)),
  );
}
