// Names of the forms, for quiz prompts and explanations, in English and Vietnamese.
import type { ConjugationForm, ConjugationOptions } from './types';

export type Locale = 'en' | 'vi';

export const FORM_LABELS: Readonly<Record<Locale, Record<ConjugationForm, string>>> = {
  en: {
    polite: 'polite',
    past: 'past',
    negative: 'negative',
    te: 'te-form',
    command: 'imperative',
    conditional: 'conditional (ば)',
    potential: 'potential',
    passive: 'passive',
    causative: 'causative',
    causativePassive: 'causative-passive',
    volitional: 'volitional',
  },
  vi: {
    polite: 'lịch sự',
    past: 'quá khứ',
    negative: 'phủ định',
    te: 'thể て',
    command: 'mệnh lệnh',
    conditional: 'điều kiện (ば)',
    potential: 'khả năng',
    passive: 'bị động',
    causative: 'sai khiến',
    causativePassive: 'bị động sai khiến',
    volitional: 'ý chí',
  },
};

const OPTION_LABELS: Readonly<Record<Locale, { polite: string; negative: string }>> = {
  en: { polite: 'polite', negative: 'negative' },
  vi: { polite: 'lịch sự', negative: 'phủ định' },
};

/** Name of a form with its options for the quiz prompt: "past · polite · negative". */
export function describeForm(form: ConjugationForm, options: ConjugationOptions = {}, locale: Locale = 'en'): string {
  const parts = [FORM_LABELS[locale][form]];
  if (options.polite && form !== 'polite') parts.push(OPTION_LABELS[locale].polite);
  if (options.negative && form !== 'negative') parts.push(OPTION_LABELS[locale].negative);
  return parts.join(' · ');
}
