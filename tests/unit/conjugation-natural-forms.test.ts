import { describe, expect, it } from 'vitest';
import { conjugate } from '@/lib/conjugation/index';
import { findWord, quizForms } from '@/lib/conjugation/words';

describe('the quiz asks only forms people use', () => {
  it.each(['焼ける:やける', '枯れる:かれる', '荒れる:あれる', '湧く:わく', '咲く:さく', '壊れる:こわれる'])(
    '%s, which nobody does on purpose, is not asked its potential, command, volitional or causative-passive',
    (id) => {
      const forms = quizForms(findWord(id)!);
      for (const form of ['potential', 'command', 'volitional', 'causativePassive'] as const) {
        expect(forms, `${id} ${form}`).not.toContain(form);
      }
      // What does happen to it is still asked.
      expect(forms).toEqual(expect.arrayContaining(['past', 'negative', 'te', 'passive']));
    },
  );

  it('脅かす is not asked its causative forms either', () => {
    const forms = quizForms(findWord('脅かす:おびやかす')!);
    expect(forms).not.toContain('causative');
    expect(forms).not.toContain('causativePassive');
  });

  it('still asks a volitional verb everything', () => {
    const forms = quizForms(findWord('食べる:たべる')!);
    expect(forms).toEqual(expect.arrayContaining(['potential', 'command', 'volitional', 'causativePassive']));
  });

  it('still conjugates the skipped forms when asked directly', () => {
    expect(conjugate(findWord('焼ける:やける')!, 'potential')?.written).toContain('焼けられる');
  });
});

describe('one spelling for a word in the quiz and on its flash card', () => {
  it.each([
    ['にぎやか:にぎやか', 'にぎやか'],
    ['凄い:すごい', '凄い'],
  ])('%s is written %s', (id, written) => {
    expect(findWord(id)?.dictionary).toBe(written);
  });
});
