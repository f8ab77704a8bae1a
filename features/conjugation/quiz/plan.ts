// Turns the learner's settings into what can actually be asked, and explains what cannot.
//
// A question is a word + a form + a register (plain / polite) + a polarity (affirmative / negative).
// Two forms carry one of those in their name, so for them it is fixed rather than a choice:
//  - 'polite' is the ます form: always polite (plain + 'polite' would be the dictionary form, not a drill);
//  - 'negative' is the ない form: always negative.
// Everything else (te has no polite form, volitional no negative, command no polite negative, adjectives no
// command / potential / …) comes from the engine itself, asked about one regular word of each group, so the
// quiz and the engine can never disagree about which forms exist.

import { conjugate, type ConjugableWord, type ConjugationForm, type WordType } from '@/features/conjugation/engine';
import type { QuizWord } from './quiz-word';
import { KIND_FORMS, type QuizKind, type QuizSettings } from './settings';

interface Variant {
  polite: boolean;
  negative: boolean;
}

interface Slot extends Variant {
  form: ConjugationForm;
  /** The selected groups that have this form in this variant. */
  types: WordType[];
}

const ALL_VARIANTS: readonly Variant[] = [
  { polite: false, negative: false },
  { polite: true, negative: false },
  { polite: false, negative: true },
  { polite: true, negative: true },
];

/** One regular word per group: what exists for it exists for the group (single-word gaps are handled when picking). */
const SAMPLES: Record<WordType, ConjugableWord> = {
  godan: { dictionary: '書く', reading: 'かく', type: 'godan' },
  ichidan: { dictionary: '食べる', reading: 'たべる', type: 'ichidan' },
  irregular: { dictionary: '来る', reading: 'くる', type: 'irregular' },
  'i-adjective': { dictionary: '高い', reading: 'たかい', type: 'i-adjective' },
  'na-adjective': { dictionary: '静か', reading: 'しずか', type: 'na-adjective' },
};

/** The variant is fixed by the form's own name (see the top of the file). */
function fitsFormName(form: ConjugationForm, v: Variant): boolean {
  if (form === 'polite') return v.polite;
  if (form === 'negative') return v.negative;
  return true;
}

function variantExists(type: WordType, form: ConjugationForm, v: Variant): boolean {
  return fitsFormName(form, v) && conjugate(SAMPLES[type], form, v) !== null;
}

/** Why a selected form is never asked, or asked in fewer variants than ticked. */
export type FormGap =
  | 'onlyPolite' // the ます form with only "plain" ticked
  | 'onlyNegative' // the ない form with only "affirmative" ticked
  | 'noPolite' // te, conditional
  | 'noNegative' // volitional
  | 'noPoliteNegative' // command
  | 'notForGroups' // the form does not exist for the selected groups at all
  | 'other';

type SettingsProblem = 'noForms' | 'noGroups' | 'noLevels' | 'noRegister' | 'noPolarity' | 'noWords';

export interface QuizPlan {
  /** Settings that leave nothing to ask, whatever the forms. */
  problems: SettingsProblem[];
  /** Selected forms that are never asked with these settings. */
  unaskable: { form: ConjugationForm; gap: FormGap }[];
  /** Selected forms asked in only some of the ticked variants (informational). */
  partial: { form: ConjugationForm; gap: FormGap }[];
  slots: Slot[];
  /** Indices (into the word list) of the words matching the groups and levels. */
  pool: number[];
}

function classifyGap(form: ConjugationForm, existing: Variant[]): FormGap {
  if (existing.length === 0) return 'notForGroups';
  if (form === 'polite') return 'onlyPolite';
  if (form === 'negative') return 'onlyNegative';
  const has = (p: (v: Variant) => boolean) => existing.some(p);
  if (!has((v) => v.polite)) return 'noPolite';
  if (!has((v) => v.negative)) return 'noNegative';
  if (!has((v) => v.polite && v.negative)) return 'noPoliteNegative';
  return 'other';
}

export function planQuiz(settings: QuizSettings, kind: QuizKind, words: readonly QuizWord[]): QuizPlan {
  const problems: SettingsProblem[] = [];
  const forms = settings.forms.filter((f) => KIND_FORMS[kind].includes(f));
  if (forms.length === 0) problems.push('noForms');
  if (settings.groups.length === 0) problems.push('noGroups');
  if (settings.levels.length === 0) problems.push('noLevels');
  if (settings.registers.length === 0) problems.push('noRegister');
  if (settings.polarities.length === 0) problems.push('noPolarity');

  const pool: number[] = [];
  words.forEach((w, i) => {
    if (settings.groups.includes(w.type) && settings.levels.includes(w.level)) pool.push(i);
  });
  if (pool.length === 0 && settings.groups.length > 0 && settings.levels.length > 0) problems.push('noWords');

  const ticked = ALL_VARIANTS.filter(
    (v) =>
      settings.registers.includes(v.polite ? 'polite' : 'plain') &&
      settings.polarities.includes(v.negative ? 'negative' : 'affirmative'),
  );
  const typesInPool = settings.groups.filter((type) => pool.some((i) => words[i].type === type));

  const slots: Slot[] = [];
  const unaskable: QuizPlan['unaskable'] = [];
  const partial: QuizPlan['partial'] = [];
  // Register / polarity problems are reported once above, not once per form.
  const judgeForms = settings.registers.length > 0 && settings.polarities.length > 0 && settings.groups.length > 0;

  for (const form of forms) {
    const existing = ALL_VARIANTS.filter((v) => settings.groups.some((type) => variantExists(type, form, v)));
    let asked = 0;
    for (const v of ticked) {
      if (!existing.some((e) => e.polite === v.polite && e.negative === v.negative)) continue;
      asked++;
      // 'negative' + polite is the same answer as 'polite' + negative (書きません): asked once, as the ます form.
      if (form === 'negative' && v.polite && forms.includes('polite')) continue;
      const types = typesInPool.filter((type) => variantExists(type, form, v));
      if (types.length > 0) slots.push({ form, ...v, types });
    }
    if (!judgeForms) continue;
    const gap = classifyGap(form, existing);
    if (asked === 0) unaskable.push({ form, gap });
    else {
      // A ticked variant the form does not have (the form's own name fixing one is not worth a note).
      const missed = ticked.some(
        (v) => fitsFormName(form, v) && !existing.some((e) => e.polite === v.polite && e.negative === v.negative),
      );
      if (missed) partial.push({ form, gap });
    }
  }
  return { problems, unaskable, partial, slots, pool };
}

export function canAsk(plan: QuizPlan): boolean {
  return plan.problems.length === 0 && plan.slots.length > 0;
}
