import { describe, expect, it } from 'vitest';
import { chooseOptions } from '@/features/exam/distractors';
import { normalizeText } from '@/features/exam/normalize';
import { availableModes, buildQuestions, clampSettings } from '@/features/exam/questions';
import { seededRandom } from '@/features/exam/random';
import {
  answer,
  canClaim,
  claimCorrect,
  endEarly,
  next,
  progress,
  score,
  skip,
  startSession,
  undoSkip,
} from '@/features/exam/session';
import type { ExamCard, ExamDeck } from '@/features/exam/types';

const card = (id: string, term: string, reading: string, meaning: string): ExamCard => ({
  id,
  term,
  readings: [reading],
  meaning,
});

const deck: ExamDeck = {
  source: 'vocabulary',
  termLanguage: 'ja',
  meaningLanguage: 'en',
  cards: [
    card('食べる', '食べる', 'たべる', 'to eat'),
    card('飲む', '飲む', 'のむ', 'to drink'),
    card('見る', '見る', 'みる', 'to see; to look'),
    card('本', '本', 'ほん', 'book'),
    card('これ', 'これ', 'これ', 'this'),
    card('眺める', '眺める', 'ながめる', 'to look at; to view'),
    card('書く', '書く', 'かく', 'to write'),
    card('読む', '読む', 'よむ', 'to read'),
  ],
};

describe('multiple-choice options', () => {
  it('has four options, the answer among them, no duplicates', () => {
    for (let seed = 1; seed <= 50; seed++) {
      for (const mode of ['meaning', 'term', 'reading'] as const) {
        const options = chooseOptions(deck, deck.cards[0], deck.cards, mode, seededRandom(seed));
        expect(options).toHaveLength(4);
        expect(options).toContain(mode === 'meaning' ? 'to eat' : mode === 'term' ? '食べる' : 'たべる');
        expect(new Set(options.map(normalizeText)).size).toBe(4);
      }
    }
  });

  it('never offers a meaning that shares a sense with the answer (a second right answer)', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const options = chooseOptions(deck, deck.cards[2], deck.cards, 'meaning', seededRandom(seed));
      expect(options).toContain('to see; to look');
      expect(options).not.toContain('to look at; to view');
    }
  });

  it('drops options with the same text and offers fewer only when the set is smaller', () => {
    const twins: ExamCard[] = [
      card('a', '日', 'ひ', 'day'),
      card('b', '日', 'にち', 'Day'),
      card('c', '月', 'つき', 'moon'),
    ];
    const options = chooseOptions(deck, twins[0], twins, 'meaning', seededRandom(3));
    expect(options.sort()).toEqual(['day', 'moon']);
  });

  it('prefers plausible distractors: verbs for a verb', () => {
    let verbs = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const options = chooseOptions(deck, deck.cards[0], deck.cards, 'meaning', seededRandom(seed));
      verbs += options.filter((o) => o.startsWith('to ')).length;
    }
    // 6 of the 7 other cards are verbs, but "book" and "this" would otherwise be picked 2 times in 7.
    expect(verbs).toBe(40 * 4);
  });
});

describe('building questions', () => {
  it('offers reading questions only where the reading is not what is shown', () => {
    const questions = buildQuestions(deck, { mode: 'reading', count: 30, shuffle: false }, 'written', seededRandom(1));
    expect(questions.map((q) => q.prompt)).not.toContain('これ');
    expect(questions).toHaveLength(7);
  });

  it('keeps the count within the cards and 100, and defaults to a mode the deck has', () => {
    expect(clampSettings(deck, 'written', { count: 500 })).toEqual({ mode: 'meaning', count: 8, shuffle: true });
    expect(clampSettings(deck, 'written', { count: 0, mode: 'term' }).count).toBe(1);
    const tiny: ExamDeck = { ...deck, cards: deck.cards.slice(4, 6) };
    // Fill in the blank is asked of every word (one without a sentence from its meaning).
    expect(availableModes(tiny, 'written')).toEqual(['meaning', 'term', 'blank']);
    expect(availableModes(tiny, 'multipleChoice')).toEqual(['meaning', 'term', 'listen']);
    expect(availableModes({ ...deck, cards: deck.cards.slice(0, 1) }, 'written')).toEqual([]);
  });

  it('asks in unit order without shuffle, and a different order with it', () => {
    const ordered = buildQuestions(deck, { mode: 'meaning', count: 3, shuffle: false }, 'written', seededRandom(1));
    expect(ordered.map((q) => q.prompt)).toEqual(['食べる', '飲む', '見る']);
    const shuffledOnce = buildQuestions(deck, { mode: 'meaning', count: 8, shuffle: true }, 'written', seededRandom(2));
    expect(shuffledOnce.map((q) => q.card.id)).not.toEqual(deck.cards.map((c) => c.id));
    expect(new Set(shuffledOnce.map((q) => q.card.id)).size).toBe(8);
  });

  it('retries only the given cards', () => {
    const retry = buildQuestions(
      deck,
      { mode: 'term', count: 2, shuffle: true },
      'multipleChoice',
      seededRandom(4),
      new Set(['本', '書く', '読む']),
    );
    expect(retry.map((q) => q.card.id).sort()).toEqual(['書く', '本', '読む']);
    expect(retry.every((q) => q.options?.length === 4)).toBe(true);
  });
});

describe('a test session', () => {
  const questions = buildQuestions(deck, { mode: 'meaning', count: 4, shuffle: false }, 'written', seededRandom(1));

  it('marks answers, lets a wrong written answer be claimed once, and scores', () => {
    let s = startSession('written', questions, 1_000);
    s = answer(s, 'eat');
    expect(s.status).toBe('feedback');
    expect(canClaim(s)).toBe(false);
    s = next(s, 2_000);
    s = answer(s, 'swim');
    expect(canClaim(s)).toBe(true);
    s = claimCorrect(s);
    expect(canClaim(s)).toBe(false);
    expect(claimCorrect(s)).toBe(s);
    s = next(s, 3_000);
    s = answer(s, 'hear');
    s = next(s, 4_000);
    s = answer(s, 'book');
    s = next(s, 9_000);
    expect(s.status).toBe('completed');
    const result = score(s);
    expect(result).toMatchObject({ correct: 3, answered: 4, total: 4, percent: 75, durationMs: 8_000 });
    expect(result.wrong.map((w) => [w.question.card.id, w.given])).toEqual([['見る', 'hear']]);
  });

  it('does not count skipped questions, and ending early scores the answered ones only', () => {
    let s = startSession('written', questions, 0);
    s = skip(s, 1);
    expect(s.index).toBe(1);
    s = answer(s, 'drink');
    s = next(s, 2);
    s = answer(s, 'nope');
    s = endEarly(s, 5);
    expect(s.status).toBe('completed');
    expect(score(s)).toMatchObject({ correct: 1, answered: 2, skipped: 1, total: 4, percent: 50, durationMs: 5 });
  });

  it('undoes a skip until the next question is answered: the question comes back in its place', () => {
    let s = startSession('written', questions, 0);
    s = answer(s, 'eat');
    s = next(s, 1);
    const before = s;
    s = skip(s, 2);
    expect(s.index).toBe(2);
    s = undoSkip(s, 1);
    expect(s).toEqual(before);
    expect(score(s).skipped).toBe(0);

    s = skip(s, 3);
    s = answer(s, 'hear');
    expect(undoSkip(s, 1)).toBe(s); // the next question is answered: too late
    expect(undoSkip(skip(startSession('written', questions, 0), 1), 2).index).toBe(1); // not the skipped one
  });

  it('undoes the skip that finished the test: it goes on at the last question', () => {
    let s = startSession('written', questions, 0);
    for (let i = 0; i < 3; i++) s = next(answer(s, 'eat'), i);
    s = skip(s, 10);
    expect(s.status).toBe('completed');
    s = undoSkip(s, 3);
    expect(s).toMatchObject({ status: 'asking', index: 3, finishedAt: null });
    expect(s.outcomes).toHaveLength(3);
    expect(undoSkip(endEarly(s, 11), 3).status).toBe('completed'); // ended, not skipped
  });

  it('ignores a second answer and skips while the feedback shows', () => {
    let s = startSession('written', questions, 0);
    s = answer(s, 'eat');
    expect(answer(s, 'other')).toBe(s);
    expect(skip(s, 1)).toBe(s);
    expect(progress(s)).toEqual({ done: 1, total: 4 });
  });

  it('scores a multiple-choice answer by the chosen option, and cannot be claimed', () => {
    const mc = buildQuestions(deck, { mode: 'meaning', count: 2, shuffle: false }, 'multipleChoice', seededRandom(1));
    let s = startSession('multipleChoice', mc, 0);
    const wrongOption = mc[0].options!.find((o) => o !== mc[0].answer)!;
    s = answer(s, wrongOption);
    expect(canClaim(s)).toBe(false);
    s = next(s, 1);
    s = answer(s, mc[1].answer);
    s = next(s, 2);
    expect(score(s)).toMatchObject({ correct: 1, answered: 2, percent: 50 });
  });

  it('ending before any answer scores 0 of 0', () => {
    const s = endEarly(startSession('written', questions, 0), 10);
    expect(score(s)).toMatchObject({ correct: 0, answered: 0, percent: 0 });
  });
});

describe('custom sets', () => {
  it('ask readings only where cards have one, in the term language (pinyin stays pinyin)', async () => {
    const { customExamDeck } = await import('@/features/exam/custom-deck');
    const zh = customExamDeck({
      wordLanguage: 'zh',
      meaningLanguage: 'en',
      cards: [
        { id: '1', word: '苹果', pronunciation: 'píngguǒ', meaning: 'apple' },
        { id: '2', word: '水', pronunciation: 'shuǐ', meaning: 'water' },
        { id: '3', word: '你好', pronunciation: '', meaning: 'hello' },
      ],
    });
    expect(availableModes(zh, 'written')).toEqual(['meaning', 'term', 'reading']);
    const questions = buildQuestions(zh, { mode: 'reading', count: 10, shuffle: false }, 'written', seededRandom(1));
    expect(questions.map((q) => q.card.id)).toEqual(['1', '2']);
    expect(questions[0].answerLanguage).toBe('zh');
    let s = startSession('written', questions, 0);
    s = answer(s, 'Píngguǒ');
    expect(s.outcomes[0]).toMatchObject({ correct: true });
  });

  it('with one card or none cannot be tested', async () => {
    const { customExamDeck } = await import('@/features/exam/custom-deck');
    const one = customExamDeck({
      wordLanguage: 'ja',
      meaningLanguage: 'vi',
      cards: [{ id: '1', word: '水', pronunciation: 'みず', meaning: 'nước' }],
    });
    expect(availableModes(one, 'written')).toEqual([]);
    expect(availableModes(customExamDeck({ wordLanguage: 'ja', meaningLanguage: 'vi', cards: [] }), 'written')).toEqual(
      [],
    );
  });
});
