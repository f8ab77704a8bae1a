// The verb forms a paradigm gives: each form (with polite / negative) from the paradigm's stems and endings.
import type { ConjugationForm, FormPair } from './types';
import { suffixedAll } from './form-pair';

type DerivedForm = 'potential' | 'passive' | 'causative' | 'causativePassive';

export interface VerbParadigm {
  dictionary: FormPair[];
  /** stem before ます */
  masu: FormPair[];
  /** stem before ない (ある: empty) */
  nai: FormPair[];
  te: FormPair[];
  ta: FormPair[];
  imperative: FormPair[] | null;
  ba: FormPair[];
  volitional: FormPair[] | null;
  /** ましょう form exists */
  politeVolitional: boolean;
  /** ichidan stems (without る) of the derived verbs */
  derived: Record<DerivedForm, FormPair[] | null>;
  /** false for ござる: only its polite forms exist */
  plainForms: boolean;
  naide: boolean;
  negativeCommand: boolean;
  politeCommand: boolean;
}

export function verbForm(
  par: VerbParadigm,
  form: ConjugationForm,
  polite: boolean,
  negative: boolean,
): FormPair[] | null {
  // ござる: only polite forms exist.
  if (!par.plainForms && !polite && form !== 'polite') return null;
  switch (form) {
    case 'polite':
      return suffixedAll(par.masu, negative ? 'ません' : 'ます');
    case 'past':
      if (polite) return suffixedAll(par.masu, negative ? 'ませんでした' : 'ました');
      return negative ? suffixedAll(par.nai, 'なかった') : par.ta;
    case 'negative':
      return polite ? suffixedAll(par.masu, 'ません') : suffixedAll(par.nai, 'ない');
    case 'te':
      if (polite) return null;
      if (!negative) return par.te;
      return [...suffixedAll(par.nai, 'なくて'), ...(par.naide ? suffixedAll(par.nai, 'ないで') : [])];
    case 'command':
      if (polite && negative) return null;
      if (polite) return par.politeCommand ? suffixedAll(par.masu, 'なさい') : null;
      if (negative) return par.negativeCommand ? suffixedAll(par.dictionary, 'な') : null;
      return par.imperative;
    case 'conditional':
      if (polite) return null;
      return negative ? suffixedAll(par.nai, 'なければ') : par.ba;
    case 'potential':
    case 'passive':
    case 'causative':
    case 'causativePassive': {
      const stems = par.derived[form];
      if (!stems) return null;
      return suffixedAll(stems, polite ? (negative ? 'ません' : 'ます') : negative ? 'ない' : 'る');
    }
    case 'volitional':
      if (negative) return null;
      if (polite) return par.politeVolitional ? suffixedAll(par.masu, 'ましょう') : null;
      return par.volitional;
  }
}
