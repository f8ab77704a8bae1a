import { describe, expect, it } from 'vitest';
import type { ExampleSentence } from '@/features/content/types';
import { isAcceptedAnswer } from '@/features/exam/check-answer';
import { blankAnswers, blankSentence, GAP, wordInSentence } from '@/features/exam/fill-blank';
import { availableModes, buildQuestions } from '@/features/exam/questions';
import { answer, startSession } from '@/features/exam/session';
import type { ExamCard, ExamDeck } from '@/features/exam/types';

const taberu: ExamCard = { id: '食べる', term: '食べる', readings: ['たべる'], meaning: 'to eat' };
const hon: ExamCard = { id: '～本:～ほん', term: '～本', readings: ['～ほん'], meaning: 'counter for long objects' };
const inu: ExamCard = { id: '犬', term: '犬', readings: ['いぬ'], meaning: 'dog' };

const ate: ExampleSentence = {
  parts: [
    { text: '朝', reading: 'あさ' },
    { text: 'ご' },
    { text: '飯', reading: 'はん' },
    { text: 'を' },
    { text: '食', reading: 'た' },
    { text: 'べました' },
    { text: '。' },
  ],
  target: [4, 6],
  reading: 'あさごはんをたべました。',
  answer: 'たべました',
  en: 'I ate breakfast.',
  vi: 'Tôi đã ăn sáng.',
  source: 'kotonoha',
};
const pens: ExampleSentence = {
  parts: [{ text: 'ペンが' }, { text: '三', reading: 'さん' }, { text: '本', reading: 'ぼん' }, { text: 'あります。' }],
  target: [2, 3],
  reading: 'ぺんがさんぼんあります。',
  answer: 'ぼん',
  en: 'There are three pens.',
  vi: 'Có ba cây bút.',
  source: 'kotonoha',
};

const deck: ExamDeck = { source: 'vocabulary', termLanguage: 'ja', meaningLanguage: 'en', cards: [taberu, hon, inu] };

describe('the blank', () => {
  it('keeps the furigana of the rest and leaves out the word as the sentence writes it', () => {
    const blank = blankSentence(ate);
    expect(blank.before).toEqual(ate.parts.slice(0, 4));
    expect(blank.after).toEqual([{ text: '。' }]);
    expect(blank.text).toBe(`朝ご飯を${GAP}。`);
    expect(wordInSentence(ate)).toBe('食べました');
  });

  it.each([
    // A one-kana answer still leaves room to write; a long one never takes a line.
    ['ぼん', 3],
    ['たべました', 6],
    ['よろしくおねがいします', 8],
  ])('is wide enough for %s (%i em)', (kana, em) => {
    expect(blankSentence({ ...ate, answer: kana }).blankEm).toBe(em);
  });
});

describe('answers that fill the blank', () => {
  const fills = (sentence: ExampleSentence, card: ExamCard, given: string) =>
    isAcceptedAnswer('ja', blankAnswers(sentence, card), given);

  it.each([
    ['たべました', true], // the form the sentence needs
    ['tabemashita', true], // romaji, as typed before the field converts it
    ['タベマシタ', true],
    ['たべる', true], // the dictionary reading: the word is known
    ['食べました', true], // an IME converted it
    ['食べる', true],
    ['たべます', false], // another form is not the sentence's
    ['のみました', false],
    ['', false],
  ])('%s → %s', (given, right) => {
    expect(fills(ate, taberu, given)).toBe(right);
  });

  it('takes a counter with its sound change (三本 さんぼん) and its dictionary reading', () => {
    expect(fills(pens, hon, 'ぼん')).toBe(true);
    expect(fills(pens, hon, 'ほん')).toBe(true);
    expect(fills(pens, hon, 'ぽん')).toBe(false);
  });
});

describe('fill-in-the-blank questions', () => {
  it('are offered in the written test of a built-in vocabulary unit only', () => {
    expect(availableModes(deck, 'written')).toContain('blank');
    expect(availableModes(deck, 'multipleChoice')).not.toContain('blank');
    expect(availableModes({ ...deck, source: 'custom' }, 'written')).not.toContain('blank');
    expect(availableModes({ ...deck, source: 'kanji' }, 'written')).not.toContain('blank');
  });

  it('ask a word in its sentence, and a word without one from its meaning', () => {
    const questions = buildQuestions(
      deck,
      { mode: 'blank', count: 3, shuffle: false },
      'written',
      Math.random,
      undefined,
      {
        [taberu.id]: [ate],
        [hon.id]: [pens],
      },
    );
    expect(questions.map((q) => q.mode)).toEqual(['blank', 'blank', 'term']);
    expect(questions[0]).toMatchObject({
      prompt: `朝ご飯を${GAP}。`,
      answer: 'たべました',
      answerLanguage: 'ja',
      sentence: ate,
    });
    expect(questions[2]).toMatchObject({ prompt: 'dog', answer: '犬' });
  });

  it('are marked like other written questions', () => {
    const questions = buildQuestions(
      deck,
      { mode: 'blank', count: 1, shuffle: false },
      'written',
      Math.random,
      undefined,
      {
        [taberu.id]: [ate],
      },
    );
    const marked = (given: string) => answer(startSession('written', questions, 0), given).outcomes[0];
    expect(marked('tabemashita')).toMatchObject({ kind: 'answered', correct: true });
    expect(marked('たべます')).toMatchObject({ kind: 'answered', correct: false });
  });
});
