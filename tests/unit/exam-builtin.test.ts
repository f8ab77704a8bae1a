import { describe, expect, it } from 'vitest';
import { allUnitParams, getUnit } from '@/features/content';
import { unitExamDeck } from '@/features/exam/builtin-deck';
import { normalizeFor } from '@/features/exam/check-answer';
import { availableModes, buildQuestions } from '@/features/exam/questions';
import { seededRandom } from '@/features/exam/random';
import { answer, startSession } from '@/features/exam/session';

// Every built-in unit, every mode, both kinds and languages: the tests must work for all of them.
describe.each(['kanji', 'vocabulary'] as const)('built-in %s units', (kind) => {
  it.each(['en', 'vi'])('can be tested in every mode (%s)', { timeout: 120_000 }, (locale) => {
    for (const { set, unit } of allUnitParams(kind)) {
      const deck = unitExamDeck(getUnit(kind, set, unit)!, locale);
      // Every mode a multiple-choice test has; "write the kanji" is tested in exam-writing.test.ts.
      const modes = availableModes(deck, 'multipleChoice');
      // Reading questions need words written with kanji: a unit of katakana words has none.
      expect(modes.slice(0, 2), `${set}/${unit}`).toEqual(['meaning', 'term']);
      if (kind === 'kanji') expect(modes).toContain('reading');
      for (const mode of modes) {
        const mc = buildQuestions(
          deck,
          { mode, count: 100, shuffle: true },
          'multipleChoice',
          seededRandom(unit.length),
        );
        for (const q of mc) {
          const where = `${set}/${unit} ${mode} ${q.card.id}`;
          expect(q.options, where).toHaveLength(4);
          expect(q.options, where).toContain(q.answer);
          expect(new Set(q.options!.map((o) => normalizeFor(q.answerLanguage, o))).size, where).toBe(4);
        }
        // The shown answer, typed back, counts.
        const written = buildQuestions(deck, { mode, count: 100, shuffle: false }, 'written', seededRandom(1));
        for (const q of written) {
          const typed = q.answer.split('、')[0];
          expect(
            answer(startSession('written', [q], 0), typed).outcomes[0],
            `${set}/${unit} ${mode} ${q.card.id}`,
          ).toMatchObject({ correct: true });
        }
      }
    }
  });
});
