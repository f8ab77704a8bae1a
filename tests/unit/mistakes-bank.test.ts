import { describe, expect, it } from 'vitest';

import { acceptedAnswers, answerLanguage } from '@/features/exam/check-answer';
import type { ExamDeck, Question } from '@/features/exam/types';
import { addMiss, mergeBanks, retryItem } from '@/features/mistakes/bank';
import { checkRetry, questionAsked } from '@/features/mistakes/check';
import { filterChoices, filterMistakes } from '@/features/mistakes/filters';
import { conjugationMiss, examMiss, shownText } from '@/features/mistakes/item-key';
import { MISTAKES_MAX } from '@/features/mistakes/limits';
import { answerItem, currentItem, remaining, startRounds, type Shuffle } from '@/features/mistakes/rounds';
import type { Mistake, MistakeCheck, Miss } from '@/features/mistakes/schemas';
import { missSchema } from '@/features/mistakes/schemas';

const deck: ExamDeck = {
  source: 'kanji',
  termLanguage: 'ja',
  meaningLanguage: 'en',
  cards: [{ id: '日', term: '日', readings: ['ニチ', 'ひ', '-び'], meaning: 'day; sun' }],
};
const target = { source: 'kanji' as const, setKey: 'n5', unitKey: '1', title: 'N5 Kanji · Unit 1' };

function question(mode: Question['mode']): Question {
  const card = deck.cards[0];
  return {
    card,
    mode,
    prompt: mode === 'meaning' ? card.term : card.meaning,
    answer: mode === 'meaning' ? card.meaning : card.term,
    answerLanguage: answerLanguage(deck, mode),
    accepted: acceptedAnswers(deck, card, mode),
  };
}

const keepOrder: Shuffle = (ids) => [...ids];
let counter = 0;
const newId = () => `id${++counter}`;

describe('a miss as the bank keeps it', () => {
  it('records what was asked, answered and expected, where from, and passes the server schema', () => {
    const miss = examMiss(question('meaning'), 'moon', deck, target, 'written');
    expect(miss).toMatchObject({
      itemKey: 'kanji|n5|日|meaning',
      source: 'written',
      kind: 'kanji',
      level: 5,
      origin: 'N5 Kanji · Unit 1',
      prompt: '日',
      given: 'moon',
      expected: 'day; sun',
      card: { word: '日', reading: 'ニチ、ひ、び', meaning: 'day; sun' },
    });
    expect(missSchema.safeParse(miss).success).toBe(true);
  });

  it('keeps a conjugation with the forms its checker accepts', () => {
    const miss = conjugationMiss({
      word: { dictionary: '食べる', reading: 'たべる', meaning: 'to eat', level: 5 },
      form: 'causativePassive',
      polite: false,
      negative: false,
      formLabel: 'causative-passive',
      given: 'たべられた',
      expected: { kana: ['たべさせられる'], written: ['食べさせられる'] },
      meaningLanguage: 'en',
    });
    expect(miss).toMatchObject({ kind: 'conjugation', source: 'conjugation', level: 5, expected: '食べさせられる' });
    expect(missSchema.safeParse(miss).success).toBe(true);
    expect(checkRetry(miss.check, 'たべさせられる')).toBe('right');
    expect(checkRetry(miss.check, '食べさせられる')).toBe('right');
    expect(checkRetry(miss.check, 'たべられる')).toBe('wrong');
    expect(checkRetry(miss.check, 'tabe')).toBe('wrong'); // romaji is read as kana: たべ
    expect(checkRetry(miss.check, ' ')).toBe('again');
  });

  it('folds tabs and line ends and cuts long text without splitting a character', () => {
    expect(shownText(' a\tb\nc ')).toBe('a b c');
    const long = shownText('𠮷'.repeat(200));
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.isWellFormed()).toBe(true);
  });

  it('checks a retried test question with the tests’ checker', () => {
    const miss = examMiss(question('meaning'), 'moon', deck, target, 'written');
    expect(checkRetry(miss.check, 'Sun')).toBe('right');
    expect(checkRetry(miss.check, 'moon')).toBe('wrong');
    expect(checkRetry(miss.check, '  ')).toBe('again');
  });
});

describe('the bank', () => {
  const miss = (key: string, extra: Partial<Miss> = {}): Miss => ({
    ...examMiss(question('meaning'), 'x', deck, target, 'written'),
    itemKey: key,
    ...extra,
  });

  it('keeps one item per question: a second miss counts and resets the streak', () => {
    let bank = addMiss([], miss('a'), 1, newId);
    bank = retryItem(bank, bank[0].id, true);
    expect(bank[0].streak).toBe(1);
    bank = addMiss(bank, miss('a', { given: 'y' }), 2, newId);
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ misses: 2, streak: 0, given: 'y', missedAt: 2 });
  });

  it('keeps a written and a multiple-choice miss of the same question as two items, in a merge too', () => {
    let bank = addMiss([], miss('a'), 1, newId);
    bank = addMiss(bank, miss('a', { source: 'multipleChoice', given: 'mc' }), 2, newId);
    bank = addMiss(bank, miss('a', { given: 'again' }), 3, newId);
    expect(bank.map((item) => [item.source, item.given, item.misses])).toEqual([
      ['written', 'again', 2],
      ['multipleChoice', 'mc', 1],
    ]);
    const guest = addMiss([], miss('a', { source: 'multipleChoice', given: 'guest' }), 4, newId);
    expect(mergeBanks(bank, guest).map((item) => [item.source, item.given])).toEqual([
      ['multipleChoice', 'guest'],
      ['written', 'again'],
    ]);
  });

  it('clears an item after two right answers in a row, not after right-wrong-right', () => {
    let bank = addMiss([], miss('a'), 1, newId);
    const id = bank[0].id;
    bank = retryItem(retryItem(retryItem(bank, id, true), id, false), id, true);
    expect(bank).toHaveLength(1);
    expect(retryItem(bank, id, true)).toEqual([]);
  });

  it(`keeps the newest ${MISTAKES_MAX} items`, () => {
    let bank: Mistake[] = [];
    for (let i = 0; i <= MISTAKES_MAX; i++) bank = addMiss(bank, miss(`k${i}`), i, newId);
    expect(bank).toHaveLength(MISTAKES_MAX);
    expect(bank.some((item) => item.itemKey === 'k0')).toBe(false);
    expect(bank[0].itemKey).toBe(`k${MISTAKES_MAX}`);
  });

  it('merges a guest bank idempotently: every item of both, the later miss wins', () => {
    const mine = addMiss(addMiss([], miss('a', { given: 'old' }), 10, newId), miss('b'), 11, newId);
    const theirs = addMiss(addMiss([], miss('a', { given: 'new' }), 20, newId), miss('c'), 5, newId);
    const once = mergeBanks(mine, theirs);
    expect(once.map((item) => item.itemKey).sort()).toEqual(['a', 'b', 'c']);
    expect(once.find((item) => item.itemKey === 'a')?.given).toBe('new');
    expect(mergeBanks(once, theirs)).toEqual(once);
  });

  it('filters by source, level and kind, and offers only choices the bank holds', () => {
    const items = [
      { source: 'written', level: 5, kind: 'kanji' },
      { source: 'conjugation', level: 4, kind: 'conjugation' },
      { source: 'multipleChoice', level: null, kind: 'custom' },
    ] as const;
    expect(filterMistakes(items, { source: 'all', level: '4', kind: 'all' })).toEqual([items[1]]);
    expect(filterMistakes(items, { source: 'all', level: 'none', kind: 'all' })).toEqual([items[2]]);
    expect(filterMistakes(items, { source: 'written', level: 'all', kind: 'kanji' })).toEqual([items[0]]);
    expect(filterMistakes(items, { source: 'written', level: 'all', kind: 'custom' })).toEqual([]);
    expect(filterChoices(items)).toEqual({
      source: ['written', 'multipleChoice', 'conjugation'],
      kind: ['kanji', 'custom', 'conjugation'],
      level: ['5', '4', 'none'],
    });
  });
});

describe('retry rounds', () => {
  it('asks every item once per round until each is right twice in a row', () => {
    let rounds = startRounds(
      [
        { id: 'a', streak: 0 },
        { id: 'b', streak: 0 },
      ],
      keepOrder,
    );
    const asked: string[] = [];
    const answer = (correct: boolean) => {
      asked.push(`${rounds.round}:${currentItem(rounds)}`);
      rounds = answerItem(rounds, correct, keepOrder);
    };
    answer(true); // a: 1
    answer(false); // b: 0
    expect(rounds.round).toBe(2);
    answer(true); // a cleared
    answer(true); // b: 1
    expect(remaining(rounds)).toBe(1);
    answer(true); // b cleared
    expect(asked).toEqual(['1:a', '1:b', '2:a', '2:b', '3:b']);
    expect(remaining(rounds)).toBe(0);
    expect(currentItem(rounds)).toBeNull();
    expect(rounds.cleared).toBe(2);
  });

  it('starts from the streak an item already has', () => {
    const rounds = answerItem(startRounds([{ id: 'a', streak: 1 }], keepOrder), true, keepOrder);
    expect(remaining(rounds)).toBe(0);
  });
});

describe('what a retry asks', () => {
  it('follows the question the item was missed in', () => {
    const exam: MistakeCheck = { kind: 'exam', language: 'ja', accepted: ['にち'] };
    expect(questionAsked({ kind: 'kanji', itemKey: 'kanji|n5|日|reading', check: exam })).toBe('reading');
    expect(questionAsked({ kind: 'word', itemKey: 'vocabulary|n5|日本:にほん|term', check: exam })).toBe('term');
    expect(questionAsked({ kind: 'custom', itemKey: 'custom|abc|c1|meaning', check: exam })).toBe('meaning');
    // A sentence's blank is filled again; a word heard is asked by its meaning (its prompt is the word).
    expect(questionAsked({ kind: 'word', itemKey: 'vocabulary|n5|二つ:ふたつ|blank', check: exam })).toBe('blank');
    expect(questionAsked({ kind: 'word', itemKey: 'vocabulary|n5|これ|listen', check: exam })).toBe('meaning');
    const conjugation: MistakeCheck = { kind: 'conjugation', kana: ['たべて'], written: [] };
    expect(
      questionAsked({ kind: 'conjugation', itemKey: 'conjugation|食べる|te|plain-affirmative', check: conjugation }),
    ).toBe('conjugate');
    const writing: MistakeCheck = { kind: 'writing', kanji: '日' };
    expect(questionAsked({ kind: 'kanji', itemKey: 'kanji|n5|日|write', check: writing })).toBe('write');
  });
});
