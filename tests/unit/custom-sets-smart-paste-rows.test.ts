import { describe, expect, it } from 'vitest';
import { cardOf, choose, needsVietnamese, rowOf } from '@/features/custom-sets/smart-paste/rows';
import type { LookupResult } from '@/features/custom-sets/smart-paste/types';

const NOTE = 'English meaning: write the Vietnamese one';
const jouzu: LookupResult = {
  input: '上手',
  candidates: [
    { word: '上手', reading: 'じょうず', meaning: 'skillful; good at', meaningVi: 'giỏi, khéo', builtIn: true },
    { word: '上手', reading: 'うわて', meaning: 'upper part', builtIn: false },
  ],
};

describe('smart paste rows', () => {
  it('chooses the first reading, in the set’s meaning language', () => {
    expect(cardOf(rowOf(jouzu, false), false, NOTE)).toEqual({
      word: '上手',
      pronunciation: 'じょうず',
      meaning: 'skillful; good at',
      note: '',
    });
    expect(cardOf(rowOf(jouzu, true), true, NOTE)).toEqual({
      word: '上手',
      pronunciation: 'じょうず',
      meaning: 'giỏi, khéo',
      note: '',
    });
  });

  it('gives an EDICT-only word its English meaning in a Vietnamese set, marked until the learner writes another', () => {
    const row = choose(rowOf(jouzu, true), 1, true);
    expect(needsVietnamese(row, true)).toBe(true);
    expect(cardOf(row, true, NOTE)).toEqual({
      word: '上手',
      pronunciation: 'うわて',
      meaning: 'upper part',
      note: NOTE,
    });
    const written = { ...row, meaning: 'phần trên' };
    expect(needsVietnamese(written, true)).toBe(false);
    expect(cardOf(written, true, NOTE).note).toBe('');
    expect(needsVietnamese(row, false)).toBe(false);
  });

  it('keeps an unknown word with empty fields, never dropped', () => {
    const row = rowOf({ input: 'ぬぽぽ', candidates: [] }, true);
    expect(row.choice).toBe(-1);
    expect(cardOf(row, true, NOTE)).toEqual({ word: 'ぬぽぽ', pronunciation: '', meaning: '', note: '' });
  });
});
