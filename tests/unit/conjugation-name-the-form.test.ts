import { describe, expect, it } from 'vitest';
import {
  ADJECTIVE_FORMS,
  availableOptions,
  conjugatePairs,
  CONJUGATION_FORMS,
  OPTION_COMBOS,
  type ConjugableWord,
} from '@/features/conjugation/engine';
import { explainConjugation } from '@/features/conjugation/engine/explain';
import { ADJECTIVES, VERBS } from '@/features/conjugation/engine/words';
import {
  acceptedNames,
  formsProducing,
  isAcceptedChoice,
  nameTheFormChoices,
  pickReverseQuestion,
  type FormChoice,
} from '@/features/conjugation/quiz/name-the-form';
import { planQuiz } from '@/features/conjugation/quiz/plan';
import { defaultSettings, KIND_FORMS, type QuizKind } from '@/features/conjugation/quiz/settings';
import { quizWordsOf, seeded } from './support/conjugation-quiz';

const quizWords = (kind: QuizKind) => quizWordsOf(kind === 'verb' ? VERBS : ADJECTIVES);

const word = (dictionary: string, reading: string, type: ConjugableWord['type']): ConjugableWord => ({
  dictionary,
  reading,
  type,
});
const taberu = word('食べる', 'たべる', 'ichidan');
const kuru = word('来る', 'くる', 'irregular');
const kaku = word('書く', 'かく', 'godan');
const hanasu = word('話す', 'はなす', 'godan');

describe('naming a form: every form that produces the string is accepted', () => {
  it('accepts both readings of an ambiguous string', () => {
    // ichidan and 来る: the potential is the passive.
    for (const [w, shown] of [
      [taberu, '食べられる'],
      [kuru, '来られる'],
    ] as const) {
      expect(isAcceptedChoice(w, shown, { form: 'potential', polite: false, negative: false })).toBe(true);
      expect(isAcceptedChoice(w, shown, { form: 'passive', polite: false, negative: false })).toBe(true);
      expect(isAcceptedChoice(w, shown, { form: 'causative', polite: false, negative: false })).toBe(false);
      expect(isAcceptedChoice(w, shown, { form: 'potential', polite: true, negative: false })).toBe(false);
    }
    expect(acceptedNames(taberu, '食べられません', 'en')).toEqual([
      'potential · polite · negative',
      'passive · polite · negative',
    ]);
    // The polite negative is both "polite, negative" and "negative, polite": one name.
    expect(isAcceptedChoice(kaku, '書きません', { form: 'negative', polite: true, negative: false })).toBe(true);
    expect(isAcceptedChoice(kaku, '書きません', { form: 'polite', polite: false, negative: true })).toBe(true);
    expect(acceptedNames(kaku, '書きません', 'vi')).toEqual(['lịch sự · phủ định']);
  });

  it('keeps the forms apart where the engine does', () => {
    // godan: the potential (話せる) is not the passive (話される).
    expect(isAcceptedChoice(hanasu, '話される', { form: 'passive', polite: false, negative: false })).toBe(true);
    expect(isAcceptedChoice(hanasu, '話される', { form: 'potential', polite: false, negative: false })).toBe(false);
    // The short causative-passive is the causative-passive, and only that.
    expect(formsProducing(kaku, '書かされる')).toEqual([{ form: 'causativePassive', polite: false, negative: false }]);
    expect(formsProducing(taberu, '食べさせられた')).toEqual([]); // not one of the quiz's forms: never shown
  });

  for (const kind of ['verb', 'adjective'] as const) {
    it(`${kind}s: whatever is drawn, the drawn form is accepted and so is every form giving the same string`, () => {
      const words = quizWords(kind);
      const all = { ...defaultSettings(kind), forms: [...KIND_FORMS[kind]], levels: [5, 4, 3, 2, 1] as const };
      const plan = planQuiz({ ...all, levels: [...all.levels] }, kind, words);
      const random = seeded(5);
      let ambiguous = 0;
      for (let i = 0; i < 400; i++) {
        const drawn = pickReverseQuestion(words, plan, random)!;
        const w = words[drawn.question.word];
        expect(conjugatePairs(w, drawn.question.form, drawn.question)).toContainEqual({
          kana: drawn.kana,
          written: drawn.written,
        });
        const accepted = formsProducing(w, drawn.written);
        expect(accepted).toContainEqual({
          form: drawn.question.form,
          polite: drawn.question.polite,
          negative: drawn.question.negative,
        });
        // Brute force over every choice the learner can make: accepted exactly when that form gives the string.
        for (const form of CONJUGATION_FORMS) {
          for (const options of OPTION_COMBOS) {
            const gives = conjugatePairs(w, form, options)?.some((p) => p.written === drawn.written) ?? false;
            expect(isAcceptedChoice(w, drawn.written, { form, ...options })).toBe(gives);
          }
        }
        if (acceptedNames(w, drawn.written, 'en').length > 1) ambiguous++;
      }
      if (kind === 'verb') expect(ambiguous).toBeGreaterThan(0);
    }, 30_000);
  }
});

describe('the forms the drill offers', () => {
  it('are every form the quiz drills, whatever the settings ask: 11 for verbs, 5 for adjectives', () => {
    expect(nameTheFormChoices('verb')).toEqual(CONJUGATION_FORMS);
    expect(nameTheFormChoices('verb')).toHaveLength(11);
    expect(nameTheFormChoices('adjective')).toEqual(ADJECTIVE_FORMS);
    // The default settings drill 4 forms; the drill still offers the 11.
    expect(defaultSettings('verb').forms).toHaveLength(4);
  });

  it('are judged fairly: for every question the verb quiz asks at N5, each offered choice is right exactly when it gives the string', () => {
    const offered: FormChoice[] = nameTheFormChoices('verb').flatMap((form) =>
      OPTION_COMBOS.map((options) => ({ form, ...options })),
    );
    const ambiguous = new Set<string>();
    let questions = 0;
    for (const w of quizWords('verb').filter((word) => word.level === 5)) {
      for (const form of nameTheFormChoices('verb')) {
        if (w.skip?.includes(form)) continue;
        for (const options of availableOptions(w, form)) {
          for (const shown of conjugatePairs(w, form, options) ?? []) {
            questions++;
            const accepted = offered.filter((choice) => isAcceptedChoice(w, shown.written, choice));
            // The form asked is right, and so is every other offered form that gives the same string.
            expect(accepted, `${w.dictionary} ${shown.written}`).toContainEqual({ form, ...options });
            const forms = [...new Set(accepted.map((choice) => choice.form))].sort();
            if (forms.length > 1) ambiguous.add(forms.join('+'));
          }
        }
      }
    }
    expect(questions).toBeGreaterThan(2000);
    // 食べられる / 来られる: potential and passive; 書きません: polite (negative) and negative (polite).
    expect([...ambiguous].sort()).toEqual(['negative+polite', 'passive+potential']);
  }, 120_000);
});

describe('the rule shown on a miss', () => {
  it('exists for every form of every quiz word, in English and in Vietnamese', () => {
    let checked = 0;
    for (const entry of [...VERBS, ...ADJECTIVES]) {
      for (const form of CONJUGATION_FORMS) {
        for (const options of OPTION_COMBOS) {
          if (!conjugatePairs(entry, form, options)) continue;
          const en = explainConjugation(entry, form, options, 'en');
          const vi = explainConjugation(entry, form, options, 'vi');
          expect(en.length, `${entry.dictionary} ${form}`).toBeGreaterThan(5);
          expect(vi.length, `${entry.dictionary} ${form}`).toBeGreaterThan(5);
          expect(vi).not.toBe(en);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  }, 30_000);
});
