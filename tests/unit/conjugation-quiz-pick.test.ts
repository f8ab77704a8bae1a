import { describe, expect, it } from 'vitest';
import { conjugate } from '@/features/conjugation/engine';
import { VERBS as ALL_VERBS } from '@/features/conjugation/engine/words';
import { planQuiz } from '@/features/conjugation/quiz/plan';
import { pickQuestion, questionFits, type Question } from '@/features/conjugation/quiz/pick';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { defaultSettings, type QuizSettings } from '@/features/conjugation/quiz/settings';
import { quizWordsOf, seeded } from './support/conjugation-quiz';

const WORDS: QuizWord[] = quizWordsOf(ALL_VERBS);

const settings = (patch: Partial<QuizSettings>) => ({ ...defaultSettings('verb'), ...patch });

function many(s: QuizSettings, n = 400): Question[] {
  const plan = planQuiz(s, 'verb', WORDS);
  const random = seeded(42);
  const out: Question[] = [];
  let previous: Question | null = null;
  for (let i = 0; i < n; i++) {
    const q = pickQuestion(WORDS, plan, random, previous);
    if (!q) throw new Error('no question');
    out.push(q);
    previous = q;
  }
  return out;
}

describe('picking questions', () => {
  it('respects every setting', () => {
    const s = settings({
      forms: ['potential', 'volitional'],
      groups: ['ichidan', 'irregular'],
      levels: [3],
      registers: ['polite'],
      polarities: ['affirmative'],
    });
    for (const q of many(s)) {
      const word = WORDS[q.word];
      expect(['potential', 'volitional']).toContain(q.form);
      expect(['ichidan', 'irregular']).toContain(word.type);
      expect(word.level).toBe(3);
      expect(q).toMatchObject({ polite: true, negative: false });
      expect(conjugate(word, q.form, q)).not.toBeNull();
    }
  });

  it('asks each ticked form and variant, and never one that does not exist', () => {
    const questions = many(settings({ forms: ['te', 'volitional', 'command'] }), 1000);
    const seen = new Set(questions.map((q) => `${q.form}:${q.polite}:${q.negative}`));
    expect([...seen].sort()).toEqual(
      [
        'command:false:false',
        'command:false:true',
        'command:true:false',
        'te:false:false',
        'te:false:true',
        'volitional:false:false',
        'volitional:true:false',
      ].sort(),
    );
  });

  it('never asks a form the word data marks as meaningless for that word', () => {
    const withSkips = WORDS.map((w, i) => [w, i] as const).filter(([w]) => w.skip?.length);
    expect(withSkips.length).toBeGreaterThan(0);
    const s = settings({
      forms: ['potential', 'passive', 'causative', 'command', 'volitional'],
      levels: [1, 2, 3, 4, 5],
    });
    for (const q of many(s, 3000)) expect(WORDS[q.word].skip ?? []).not.toContain(q.form);
  });

  it('does not ask the same word twice in a row', () => {
    const questions = many(settings({}), 500);
    for (let i = 1; i < questions.length; i++) expect(questions[i].word).not.toBe(questions[i - 1].word);
  });

  it('returns null when nothing can be asked', () => {
    const plan = planQuiz(settings({ forms: ['volitional'], polarities: ['negative'] }), 'verb', WORDS);
    expect(pickQuestion(WORDS, plan, seeded(1))).toBeNull();
  });

  it('keeps a question that still fits changed settings', () => {
    const plan = planQuiz(settings({}), 'verb', WORDS);
    const q = pickQuestion(WORDS, plan, seeded(7))!;
    expect(questionFits(q, plan, WORDS)).toBe(true);
    const wider = planQuiz(settings({ levels: [1, 2, 3, 4, 5] }), 'verb', WORDS);
    expect(questionFits(q, wider, WORDS)).toBe(true);
    const otherForm = planQuiz(
      settings({ forms: q.form === 'causative' ? ['passive'] : ['causative'] }),
      'verb',
      WORDS,
    );
    expect(questionFits(q, otherForm, WORDS)).toBe(false);
  });
});
