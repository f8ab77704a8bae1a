// Which stem and ending a verb form is built from, as explanations name them (godan ending く → い + た).
import type { Phrases } from './explain-phrases';
import { godanRow } from './godan-paradigm';
import type { ConjugationForm, WordAnalysis } from './types';

export type Stem = 'a' | 'i' | 'e' | 'o' | 'te' | 'ta' | 'dict';
export interface VerbRule {
  stem: Stem;
  /** suffix after the godan stem */
  godan: string;
  /** suffix after the ichidan stem (る dropped); with stem 'dict', after the dictionary form */
  ichidan: string;
  /** accepted alternative, shown in brackets */
  alt?: { godan?: string; ichidan?: string; label: 'or' | 'writtenStyle' };
  derived?: 'potential' | 'passive' | 'causative' | 'causativePassive';
}

function derivedEnding(polite: boolean, negative: boolean): string {
  return polite ? (negative ? 'ません' : 'ます') : negative ? 'ない' : 'る';
}

export function verbRule(form: ConjugationForm, polite: boolean, negative: boolean): VerbRule {
  switch (form) {
    case 'polite':
      return { stem: 'i', godan: negative ? 'ません' : 'ます', ichidan: negative ? 'ません' : 'ます' };
    case 'past':
      if (polite) {
        const s = negative ? 'ませんでした' : 'ました';
        return { stem: 'i', godan: s, ichidan: s };
      }
      return negative
        ? { stem: 'a', godan: 'なかった', ichidan: 'なかった' }
        : { stem: 'ta', godan: '', ichidan: 'た' };
    case 'negative':
      return polite ? { stem: 'i', godan: 'ません', ichidan: 'ません' } : { stem: 'a', godan: 'ない', ichidan: 'ない' };
    case 'te':
      return negative
        ? { stem: 'a', godan: 'なくて', ichidan: 'なくて', alt: { godan: 'ないで', ichidan: 'ないで', label: 'or' } }
        : { stem: 'te', godan: '', ichidan: 'て' };
    case 'command':
      if (polite) return { stem: 'i', godan: 'なさい', ichidan: 'なさい' };
      if (negative) return { stem: 'dict', godan: 'な', ichidan: 'な' };
      return { stem: 'e', godan: '', ichidan: 'ろ', alt: { ichidan: 'よ', label: 'writtenStyle' } };
    case 'conditional':
      return negative
        ? { stem: 'a', godan: 'なければ', ichidan: 'なければ' }
        : { stem: 'e', godan: 'ば', ichidan: 'れば' };
    case 'potential': {
      const end = derivedEnding(polite, negative);
      return { stem: 'e', godan: end, ichidan: 'られ' + end, derived: 'potential' };
    }
    case 'passive': {
      const end = derivedEnding(polite, negative);
      return { stem: 'a', godan: 'れ' + end, ichidan: 'られ' + end, derived: 'passive' };
    }
    case 'causative': {
      const end = derivedEnding(polite, negative);
      return { stem: 'a', godan: 'せ' + end, ichidan: 'させ' + end, derived: 'causative' };
    }
    case 'causativePassive': {
      const end = derivedEnding(polite, negative);
      return {
        stem: 'a',
        godan: 'せられ' + end,
        ichidan: 'させられ' + end,
        alt: { godan: 'され' + end, label: 'or' },
        derived: 'causativePassive',
      };
    }
    case 'volitional':
      return polite
        ? { stem: 'i', godan: 'ましょう', ichidan: 'ましょう' }
        : { stem: 'o', godan: 'う', ichidan: 'よう' };
  }
}

/** How a godan stem is made: "く → い + た"; the dictionary form by name. */
export function godanStemText(a: Extract<WordAnalysis, { kind: 'godan' }>, stem: Stem, t: Phrases): string {
  const r = godanRow(a.ending);
  switch (stem) {
    case 'a':
    case 'i':
    case 'e':
    case 'o':
      return `${a.ending} → ${r[stem]}`;
    case 'te':
      return `${a.ending} → ${r.te.slice(0, -1)} + ${r.te.slice(-1)}`;
    case 'ta':
      return `${a.ending} → ${r.ta.slice(0, -1)} + ${r.ta.slice(-1)}`;
    case 'dict':
      return t.dictForm;
  }
}
