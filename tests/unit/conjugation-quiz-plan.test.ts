import { describe, expect, it } from 'vitest';
import { canAsk, planQuiz } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { defaultSettings, type QuizSettings } from '@/features/conjugation/quiz/settings';

const VERBS: QuizWord[] = [
  { dictionary: '書く', reading: 'かく', type: 'godan', level: 5, meaning: 'to write' },
  { dictionary: '食べる', reading: 'たべる', type: 'ichidan', level: 5, meaning: 'to eat' },
  { dictionary: '来る', reading: 'くる', type: 'irregular', level: 5, meaning: 'to come' },
  { dictionary: '勉強する', reading: 'べんきょうする', type: 'irregular', level: 4, meaning: 'to study' },
  { dictionary: '諦める', reading: 'あきらめる', type: 'ichidan', level: 2, meaning: 'to give up' },
];
const ADJECTIVES: QuizWord[] = [
  { dictionary: '高い', reading: 'たかい', type: 'i-adjective', level: 5, meaning: 'high' },
  { dictionary: '静か', reading: 'しずか', type: 'na-adjective', level: 5, meaning: 'quiet' },
];

const verb = (patch: Partial<QuizSettings>) => ({ ...defaultSettings('verb'), ...patch });
const adjective = (patch: Partial<QuizSettings>) => ({ ...defaultSettings('adjective'), ...patch });

describe('planning the quiz from the settings', () => {
  it('asks every ticked form in every variant that exists', () => {
    const plan = planQuiz(verb({ forms: ['past'] }), 'verb', VERBS);
    expect(canAsk(plan)).toBe(true);
    expect(plan.slots.map((s) => [s.polite, s.negative])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]);
    expect(plan.unaskable).toEqual([]);
    expect(plan.partial).toEqual([]);
    expect(plan.pool).toEqual([0, 1, 2, 3]); // N5 + N4 only
  });

  it('reports settings that leave nothing at all to ask', () => {
    expect(planQuiz(verb({ forms: [] }), 'verb', VERBS).problems).toEqual(['noForms']);
    expect(planQuiz(verb({ groups: [] }), 'verb', VERBS).problems).toEqual(['noGroups']);
    expect(planQuiz(verb({ levels: [] }), 'verb', VERBS).problems).toEqual(['noLevels']);
    expect(planQuiz(verb({ registers: [] }), 'verb', VERBS).problems).toEqual(['noRegister']);
    expect(planQuiz(verb({ polarities: [] }), 'verb', VERBS).problems).toEqual(['noPolarity']);
    const noWords = planQuiz(verb({ groups: ['godan'], levels: [1] }), 'verb', VERBS);
    expect(noWords.problems).toEqual(['noWords']);
    expect(canAsk(noWords)).toBe(false);
  });

  it('explains the volitional ticked with negative only', () => {
    const plan = planQuiz(verb({ forms: ['volitional'], polarities: ['negative'] }), 'verb', VERBS);
    expect(canAsk(plan)).toBe(false);
    expect(plan.problems).toEqual([]);
    expect(plan.unaskable).toEqual([{ form: 'volitional', gap: 'noNegative' }]);
  });

  it('explains forms without a polite variant, or without a polite negative', () => {
    const polite = planQuiz(verb({ forms: ['te', 'conditional', 'command'], registers: ['polite'] }), 'verb', VERBS);
    expect(polite.unaskable).toEqual([
      { form: 'te', gap: 'noPolite' },
      { form: 'conditional', gap: 'noPolite' },
    ]);
    expect(polite.partial).toEqual([{ form: 'command', gap: 'noPoliteNegative' }]);
    expect(polite.slots.map((s) => `${s.form}:${s.polite}:${s.negative}`)).toEqual(['command:true:false']);

    const politeNegative = planQuiz(
      verb({ forms: ['command'], registers: ['polite'], polarities: ['negative'] }),
      'verb',
      VERBS,
    );
    expect(politeNegative.unaskable).toEqual([{ form: 'command', gap: 'noPoliteNegative' }]);
  });

  it('treats the ます form as always polite and the ない form as always negative', () => {
    const plainOnly = planQuiz(verb({ forms: ['polite'], registers: ['plain'] }), 'verb', VERBS);
    expect(plainOnly.unaskable).toEqual([{ form: 'polite', gap: 'onlyPolite' }]);
    const affirmativeOnly = planQuiz(verb({ forms: ['negative'], polarities: ['affirmative'] }), 'verb', VERBS);
    expect(affirmativeOnly.unaskable).toEqual([{ form: 'negative', gap: 'onlyNegative' }]);
    // With both ticked nothing is reported: the form's own name fixes that choice.
    const both = planQuiz(verb({ forms: ['polite', 'negative'] }), 'verb', VERBS);
    expect(both.unaskable).toEqual([]);
    expect(both.partial).toEqual([]);
    // 書きません is asked once (as the polite negative), not a second time as "negative · polite".
    expect(both.slots.map((s) => `${s.form}:${s.polite}:${s.negative}`)).toEqual([
      'polite:true:false',
      'polite:true:true',
      'negative:false:true',
    ]);
  });

  it('offers adjectives only their own forms and explains their gaps', () => {
    const plan = planQuiz(adjective({ forms: ['te', 'conditional'], registers: ['polite'] }), 'adjective', ADJECTIVES);
    expect(canAsk(plan)).toBe(false);
    expect(plan.unaskable).toEqual([
      { form: 'te', gap: 'noPolite' },
      { form: 'conditional', gap: 'noPolite' },
    ]);
    // A verb form smuggled into the adjective settings is ignored rather than asked.
    const smuggled = planQuiz(adjective({ forms: ['command'] }), 'adjective', ADJECTIVES);
    expect(smuggled.problems).toEqual(['noForms']);
  });

  it('lists only the groups that have words at the ticked levels', () => {
    const plan = planQuiz(verb({ forms: ['te'], polarities: ['affirmative'], levels: [4] }), 'verb', VERBS);
    expect(plan.slots).toEqual([{ form: 'te', polite: false, negative: false, types: ['irregular'] }]);
  });
});
