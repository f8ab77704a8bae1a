import { describe, expect, it } from 'vitest';
import { availableModes, buildQuestions, cardsFor } from '@/features/exam/questions';
import { homophoneIds, spokenText } from '@/features/exam/listening';
import { answer, startSession } from '@/features/exam/session';
import type { ExamCard, ExamDeck } from '@/features/exam/types';
import { asksListening } from '@/features/review/listening';

const card = (term: string, reading: string, meaning: string): ExamCard => ({
  id: term,
  term,
  readings: reading ? [reading] : [],
  meaning,
});
const hashi = card('橋', 'はし', 'bridge');
const chopsticks = card('箸', 'はし', 'chopsticks');
const words = [
  hashi,
  chopsticks,
  card('犬', 'いぬ', 'dog'),
  card('猫', 'ねこ', 'cat'),
  card('鳥', 'とり', 'bird'),
  card('魚', 'さかな', 'fish'),
  card('コーヒー', 'コーヒー', 'coffee'),
];
const deck: ExamDeck = { source: 'vocabulary', termLanguage: 'ja', meaningLanguage: 'en', cards: words };

describe('what the voice reads', () => {
  it.each([
    [card('食べる', 'たべる', 'to eat'), 'たべる'],
    [card('コーヒー', 'コーヒー', 'coffee'), 'コーヒー'],
    // A custom card without a reading is read only when its term is kana.
    [card('ありがとう', '', 'thanks'), 'ありがとう'],
    [card('先生', '', 'teacher'), null],
    // A pronunciation in romaji is not read: a Japanese voice would spell it out.
    [card('先生', 'sensei', 'teacher'), null],
  ])('%o → %s', (c, spoken) => {
    expect(spokenText({ source: 'custom', termLanguage: 'ja' }, c)).toBe(spoken);
  });

  it('reads no kanji card and no set in another language', () => {
    expect(spokenText({ source: 'kanji', termLanguage: 'ja' }, card('日', 'ひ', 'day'))).toBeNull();
    expect(spokenText({ source: 'custom', termLanguage: 'zh' }, card('你好', 'nǐ hǎo', 'hello'))).toBeNull();
  });
});

describe('listen questions', () => {
  it('are offered in multiple-choice tests of words with a reading', () => {
    expect(availableModes(deck, 'multipleChoice')).toContain('listen');
    expect(availableModes(deck, 'written')).not.toContain('listen');
    expect(availableModes({ ...deck, source: 'kanji' }, 'multipleChoice')).not.toContain('listen');
    expect(
      cardsFor({ ...deck, source: 'custom', cards: [card('先生', '', 'teacher'), ...words] }, 'listen'),
    ).toHaveLength(words.length);
  });

  it('say the reading, ask the meaning, and never offer a word that sounds the same', () => {
    expect(homophoneIds(deck, hashi)).toEqual(new Set([chopsticks.id]));
    for (let i = 0; i < 20; i++) {
      const [question] = buildQuestions(
        deck,
        { mode: 'listen', count: 1, shuffle: false },
        'multipleChoice',
        Math.random,
      );
      expect(question).toMatchObject({ mode: 'listen', spoken: 'はし', answer: 'bridge', prompt: '橋' });
      expect(question.options).toHaveLength(4);
      expect(question.options).toContain('bridge');
      expect(question.options).not.toContain('chopsticks');
    }
  });

  it('are marked like other multiple-choice questions', () => {
    const questions = buildQuestions(deck, { mode: 'listen', count: 1, shuffle: false }, 'multipleChoice', Math.random);
    const session = startSession('multipleChoice', questions, 0);
    const wrong = questions[0].options!.find((o) => o !== 'bridge')!;
    expect(answer(session, 'bridge').outcomes[0]).toMatchObject({ correct: true });
    expect(answer(session, wrong).outcomes[0]).toMatchObject({ correct: false, given: wrong });
  });
});

describe('a review card asked by ear', () => {
  it.each([
    ['vocabulary', true, 'ready', 'listen'],
    // The voice is still being listed: wait rather than show the word and take it away.
    ['vocabulary', true, 'unknown', 'wait'],
    // No voice: the usual side.
    ['vocabulary', true, 'none', 'no'],
    ['vocabulary', false, 'ready', 'no'],
    ['kanji', true, 'ready', 'no'],
    ['custom', true, 'ready', 'no'],
  ] as const)('%s, setting %s, voice %s → %s', (kind, listening, voice, asked) => {
    expect(asksListening({ kind }, { listening }, voice)).toBe(asked);
  });
});
