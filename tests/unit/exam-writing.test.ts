import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { allUnitParams, getUnit } from '@/features/content';
import { unitExamDeck } from '@/features/exam/builtin-deck';
import { customExamDeck } from '@/features/exam/custom-deck';
import { availableModes, buildQuestions, clampSettings } from '@/features/exam/questions';
import { seededRandom } from '@/features/exam/random';
import { isJoyoKanji } from '@/features/exam/server/joyo-kanji';
import { answer, answerWriting, canClaim, next, score, startSession } from '@/features/exam/session';
import { parseStoredSettings } from '@/features/exam/settings-store';
import type { ExamDeck } from '@/features/exam/types';
import { examMiss } from '@/features/mistakes/item-key';
import { missSchema } from '@/features/mistakes/schemas';
import { asksWriting, writingRating } from '@/features/review/writing-grade';
import { STROKES_DIRECTORY, strokeFileName } from '@/features/writing/stroke-data';

const unit = unitExamDeck(getUnit('kanji', 'n5', '1')!, 'en');
const target = { source: 'kanji' as const, setKey: 'n5', unitKey: '1', title: 'N5 Kanji · Unit 1' };
const write = { mode: 'write', count: 3, shuffle: false } as const;

describe('"write the kanji" in a test', () => {
  it('is a question of written tests of kanji only', () => {
    expect(availableModes(unit, 'written')).toEqual(['meaning', 'term', 'reading', 'write']);
    expect(availableModes(unit, 'multipleChoice')).not.toContain('write');
    const words = unitExamDeck(getUnit('vocabulary', 'n5', '1')!, 'en');
    expect(availableModes(words, 'written')).not.toContain('write');
  });

  it('is asked of a custom set’s cards that are one jōyō kanji', () => {
    const cards = [
      { id: '1', word: '一', pronunciation: 'いち', meaning: 'one' },
      { id: '2', word: '二', pronunciation: 'に', meaning: 'two' },
      { id: '5', word: ' 三', pronunciation: 'さん', meaning: 'three' },
      { id: '3', word: '日本', pronunciation: 'にほん', meaning: 'Japan' },
      { id: '4', word: '々', pronunciation: '', meaning: 'repeat mark' },
    ];
    const japanese = customExamDeck({ wordLanguage: 'ja', meaningLanguage: 'en', cards }, isJoyoKanji);
    expect(availableModes(japanese, 'written')).toContain('write');
    expect(buildQuestions(japanese, write, 'written', seededRandom(1)).map((q) => q.card.id)).toEqual(['1', '2']);
    // Without the content's word on it (or in a Chinese set, whose 水 is not drawn the Japanese way) it is not.
    expect(
      availableModes(customExamDeck({ wordLanguage: 'ja', meaningLanguage: 'en', cards }), 'written'),
    ).not.toContain('write');
    const chinese = customExamDeck({ wordLanguage: 'zh', meaningLanguage: 'en', cards }, isJoyoKanji);
    expect(availableModes(chinese, 'written')).not.toContain('write');
  });

  it('falls back to a mode the test has when the remembered one is writing', () => {
    expect(parseStoredSettings(JSON.stringify({ mode: 'write', count: 5 }))).toEqual({ mode: 'write', count: 5 });
    expect(clampSettings(unit, 'written', { mode: 'write', count: 5 }).mode).toBe('write');
    expect(clampSettings(unit, 'multipleChoice', { mode: 'write', count: 5 }).mode).toBe('meaning');
  });

  it('shows the meaning in the learner’s language and expects the kanji, with no options', () => {
    const vi = unitExamDeck(getUnit('kanji', 'n5', '1')!, 'vi');
    const [one] = buildQuestions(vi, write, 'written', seededRandom(1));
    expect(one).toMatchObject({ mode: 'write', prompt: 'một', answer: '一', answerLanguage: 'ja' });
    expect(one.card.readings).toContain('イチ');
    expect(one.options).toBeUndefined();
  });

  it('counts clean and hinted as right (hinted shown apart), missed as wrong, with nothing to claim', () => {
    let session = startSession('written', buildQuestions(unit, write, 'written', seededRandom(1)), 0);
    // A typed answer is no answer to a kanji to draw.
    expect(answer(session, '一')).toBe(session);
    session = answerWriting(session, 'clean');
    expect(session.outcomes[0]).toMatchObject({ correct: true, writing: 'clean' });
    session = answerWriting(next(session, 1), 'hinted');
    expect(canClaim(session)).toBe(false);
    session = answerWriting(next(session, 2), 'missed');
    expect(session.outcomes[2]).toMatchObject({ correct: false, writing: 'missed' });
    expect(canClaim(session)).toBe(false);
    const result = score(next(session, 3));
    expect(result).toMatchObject({ correct: 2, answered: 3, percent: 67, hinted: 1 });
    expect(result.drawn.map((d) => [d.question.card.term, d.writing])).toEqual([
      ['一', 'clean'],
      ['二', 'hinted'],
      ['三', 'missed'],
    ]);
    expect(result.wrong.map((w) => w.question.card.term)).toEqual(['三']);
  });

  it('is never asked of a question that is not a kanji to write', () => {
    const session = startSession(
      'written',
      buildQuestions(unit, { ...write, mode: 'meaning' }, 'written', seededRandom(1)),
      0,
    );
    expect(answerWriting(session, 'clean')).toBe(session);
  });

  it('has strokes for every built-in kanji', () => {
    for (const { set, unit: number } of allUnitParams('kanji')) {
      const deck: ExamDeck = unitExamDeck(getUnit('kanji', set, number)!, 'en');
      for (const card of deck.cards) {
        expect(card.writable, card.term).toBe(true);
        const file = path.join('public', STROKES_DIRECTORY, strokeFileName(card.term));
        expect(existsSync(file), `${card.term} ${file}`).toBe(true);
      }
    }
  });
});

describe('a writing miss in the mistakes bank', () => {
  const [question] = buildQuestions(unit, write, 'written', seededRandom(1));

  it('is its own item: never the same as a meaning miss of the same kanji', () => {
    const writing = examMiss(question, '', unit, target, 'written');
    const [meaning] = buildQuestions(unit, { ...write, mode: 'meaning' }, 'written', seededRandom(1));
    expect(writing.itemKey).toBe('kanji|n5|一|write');
    expect(examMiss(meaning, 'two', unit, target, 'written').itemKey).toBe('kanji|n5|一|meaning');
    expect(writing).toMatchObject({
      source: 'written',
      kind: 'kanji',
      level: 5,
      prompt: 'one',
      expected: '一',
      check: { kind: 'writing', kanji: '一' },
      card: { word: '一', meaning: 'one' },
    });
    expect(missSchema.safeParse(writing).success).toBe(true);
  });

  it('is accepted from a review, and only with one kanji to write', () => {
    const miss = { ...examMiss(question, '', unit, target, 'written'), source: 'review' };
    expect(missSchema.safeParse(miss).success).toBe(true);
    for (const kanji of ['', '一二', 'a', 'い']) {
      expect(missSchema.safeParse({ ...miss, check: { kind: 'writing', kanji } }).success, kanji).toBe(false);
    }
    expect(missSchema.safeParse({ ...miss, source: 'practice' }).success).toBe(false);
  });
});

describe('a kanji card asked as writing in a review', () => {
  it('is graded Good when clean, Hard with hints, Again when missed', () => {
    expect(writingRating('clean')).toBe(3);
    expect(writingRating('hinted')).toBe(2);
    expect(writingRating('missed')).toBe(1);
  });

  it('is asked so only for built-in kanji, with the setting on', () => {
    expect(asksWriting({ kind: 'kanji' }, { writeKanji: true })).toBe(true);
    expect(asksWriting({ kind: 'kanji' }, { writeKanji: false })).toBe(false);
    expect(asksWriting({ kind: 'vocabulary' }, { writeKanji: true })).toBe(false);
    expect(asksWriting({ kind: 'custom' }, { writeKanji: true })).toBe(false);
  });
});
