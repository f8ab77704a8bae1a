import { describe, expect, it } from 'vitest';
import { accentType, moraeOf, pitchPattern } from '@/features/japanese/pitch';

describe('moraeOf', () => {
  it.each([
    ['はし', ['は', 'し']],
    ['きょう', ['きょ', 'う']],
    ['がっこう', ['が', 'っ', 'こ', 'う']],
    ['せんせい', ['せ', 'ん', 'せ', 'い']],
    ['コーヒー', ['コ', 'ー', 'ヒ', 'ー']],
    ['パーティー', ['パ', 'ー', 'ティ', 'ー']],
    ['しゅっちょう', ['しゅ', 'っ', 'ちょ', 'う']],
    ['～えん', ['え', 'ん']],
    ['', []],
  ])('%s → %j', (reading, morae) => {
    expect(moraeOf(reading)).toEqual(morae);
  });
});

/** H / L per mora, then the particle's level after a slash. */
function levels(reading: string, accent: number): string | null {
  const p = pitchPattern(reading, accent);
  if (!p) return null;
  return `${p.high.map((h) => (h ? 'H' : 'L')).join('')}/${p.particleHigh ? 'H' : 'L'}`;
}

describe('pitchPattern', () => {
  it.each([
    ['はし', 0, 'LH/H'], // 端: heiban, the particle stays high
    ['はし', 1, 'HL/L'], // 箸: atamadaka
    ['はし', 2, 'LH/L'], // 橋: odaka, the fall is heard on the particle
    ['きょう', 1, 'HL/L'],
    ['がっこう', 0, 'LHHH/H'],
    ['せんせい', 3, 'LHHL/L'],
    ['たべる', 2, 'LHL/L'],
    ['テレビ', 1, 'HLL/L'],
    ['いもうと', 4, 'LHHH/L'],
    ['き', 0, 'L/H'], // 気: one mora, heiban: low, then the particle rises
    ['き', 1, 'H/L'],
  ])('%s %i → %s', (reading, accent, expected) => {
    expect(levels(reading, accent)).toBe(expected);
  });

  it('refuses an accent beyond the last mora, a negative one and an empty reading', () => {
    expect(pitchPattern('はし', 3)).toBeNull();
    expect(pitchPattern('はし', -1)).toBeNull();
    expect(pitchPattern('', 0)).toBeNull();
  });

  it('names the accent type', () => {
    expect(pitchPattern('せんせい', 3)?.type).toBe('nakadaka');
    expect(accentType(0, 2)).toBe('heiban');
    expect(accentType(1, 2)).toBe('atamadaka');
    expect(accentType(2, 2)).toBe('odaka');
  });
});
