import { describe, expect, it } from 'vitest';
import { allUnitParams, getSetItems, getUnit, type ContentKind } from '@/features/content';
import { unitExamDeck } from '@/features/exam/builtin-deck';
import { isAcceptedAnswer } from '@/features/exam/check-answer';
import { buildQuestions } from '@/features/exam/questions';
import { seededRandom } from '@/features/exam/random';
import { answer, startSession, type Outcome } from '@/features/exam/session';
import type { ExamDeck, Question, QuestionMode } from '@/features/exam/types';

/** The deck of the built-in unit holding `id`, in `locale`. */
function deckWith(kind: ContentKind, id: string, locale = 'en'): ExamDeck {
  for (const { set, unit } of allUnitParams(kind)) {
    const found = getUnit(kind, set, unit)!;
    if (found.items.some((item) => item.id === id)) return unitExamDeck(found, locale);
  }
  throw new Error(`no unit holds ${id}`);
}

function written(deck: ExamDeck, mode: QuestionMode, id: string): Question {
  const question = buildQuestions(deck, { mode, count: 100, shuffle: false }, 'written', seededRandom(1)).find(
    (q) => q.card.id === id,
  );
  if (!question) throw new Error(`no ${mode} question on ${id}`);
  return question;
}

function marked(question: Question, given: string): Extract<Outcome, { kind: 'answered' }> {
  return answer(startSession('written', [question], 0), given).outcomes[0] as Extract<Outcome, { kind: 'answered' }>;
}

describe('reading questions accept every standard reading', () => {
  it.each([
    ['七:しち', 'しち'],
    ['七:しち', 'nana'],
    ['九:きゅう', 'kyuu'],
    ['九:きゅう', 'く'],
  ])('%s read as %s is right', (id, typed) => {
    expect(marked(written(deckWith('vocabulary', id), 'reading', id), typed).correct).toBe(true);
  });

  it.each([
    ['七', 'しち'],
    ['九', 'く'],
  ])('the kanji %s read as %s is right', (id, typed) => {
    expect(marked(written(deckWith('kanji', id), 'reading', id), typed).correct).toBe(true);
  });

  it('still refuses a reading of another word', () => {
    expect(marked(written(deckWith('vocabulary', '七:しち'), 'reading', '七:しち'), 'hachi').correct).toBe(false);
  });
});

describe('meaning questions accept the meanings and synonyms listed with the card', () => {
  it.each([
    ['国', 'nation'],
    ['国', 'country'],
    ['人', 'human'],
    ['人', 'person'],
    ['日', 'sun'],
  ])('%s answered "%s" is right', (id, typed) => {
    expect(marked(written(deckWith('kanji', id), 'meaning', id), typed).correct).toBe(true);
  });

  it('still refuses an unrelated meaning', () => {
    expect(marked(written(deckWith('kanji', '国'), 'meaning', '国'), 'mountain').correct).toBe(false);
  });
});

describe('Vietnamese meanings typed without diacritics', () => {
  const deck = deckWith('vocabulary', 'いい', 'vi');
  const question = written(deck, 'meaning', 'いい');

  it('count as right and show the spelling', () => {
    expect(question.card.meaning).toContain('tốt');
    expect(marked(question, 'tot')).toMatchObject({ correct: true, spelled: 'tốt' });
  });

  it('spelled right, count without a note', () => {
    const outcome = marked(question, 'tốt');
    expect(outcome.correct).toBe(true);
    expect(outcome.spelled).toBeUndefined();
  });

  it('with wrong diacritics, stay wrong', () => {
    expect(marked(question, 'tột').correct).toBe(false);
  });
});

/** A deck of these vocabulary items (from any level), as a unit or a learner's set of them would be. */
function deckOf(ids: readonly string[]): ExamDeck {
  const items = (['n5', 'n4', 'n3', 'n2', 'n1'] as const).flatMap((set) =>
    (getSetItems('vocabulary', set) ?? []).filter((item) => ids.includes(item.id)),
  );
  return unitExamDeck({ ...getUnit('vocabulary', 'n5', 1)!, items }, 'en');
}

describe('"word from meaning" prompts two words of a unit fit', () => {
  const pairs = deckOf([
    '深まる:ふかまる',
    '深める:ふかめる',
    '閉める:しめる',
    '閉じる:とじる',
    'じゃあ',
    'では',
    '信じる:しんじる',
    '信ずる:しんずる',
    '山:やま',
    '川:かわ',
  ]);

  it.each([
    ['深まる:ふかまる', '深める'],
    ['深める:ふかめる', '深まる'],
    ['閉める:しめる', '閉じる'],
    ['閉じる:とじる', '閉める'],
    ['じゃあ', 'では'],
    ['では', 'じゃあ'],
    ['信じる:しんじる', '信ずる'],
    ['信ずる:しんずる', '信じる'],
  ])('the prompt of %s accepts %s', (id, other) => {
    expect(marked(written(pairs, 'term', id), other).correct).toBe(true);
  });

  it('still refuses a word the prompt does not fit', () => {
    expect(marked(written(pairs, 'term', '山:やま'), '川').correct).toBe(false);
    expect(marked(written(pairs, 'term', '深まる:ふかまる'), '閉める').correct).toBe(false);
  });

  it('never offer the other word of a pair as an option', () => {
    for (const q of buildQuestions(
      pairs,
      { mode: 'term', count: 100, shuffle: false },
      'multipleChoice',
      seededRandom(3),
    )) {
      expect(q.options, q.card.id).not.toContain(
        { 深まる: '深める', 深める: '深まる', 閉める: '閉じる', 閉じる: '閉める', じゃあ: 'では', では: 'じゃあ' }[
          q.card.term
        ],
      );
    }
  });

  it('never offer two options that both fit, in any unit', { timeout: 120_000 }, () => {
    for (const kind of ['vocabulary', 'kanji'] as const) {
      for (const { set, unit } of allUnitParams(kind)) {
        const deck = unitExamDeck(getUnit(kind, set, unit)!, 'en');
        const questions = buildQuestions(
          deck,
          { mode: 'term', count: 100, shuffle: false },
          'multipleChoice',
          seededRandom(7),
        );
        const typed = buildQuestions(deck, { mode: 'term', count: 100, shuffle: false }, 'written', seededRandom(7));
        questions.forEach((q, i) => {
          const second = q.options!.filter((o) => o !== q.answer && isAcceptedAnswer('ja', typed[i].accepted, o));
          expect(second, `${kind} ${set}/${unit} ${q.card.id}`).toEqual([]);
        });
      }
    }
  });
});
