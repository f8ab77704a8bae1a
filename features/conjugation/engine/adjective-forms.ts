// Adjective forms: i-adjectives (高い → 高くない, いい → よくない) and na-adjectives (静か → 静かじゃない).
import { cut, pair, suffixed, suffixedAll } from './form-pair';
import type { ConjugationForm, FormPair, WordAnalysis } from './types';

type AdjectiveAnalysis = Extract<WordAnalysis, { kind: 'i-adjective' | 'na-adjective' }>;

export function adjectiveForms(
  a: AdjectiveAnalysis,
  form: ConjugationForm,
  polite: boolean,
  negative: boolean,
): FormPair[] | null {
  return a.kind === 'i-adjective'
    ? iAdjectiveForm(a, form, polite, negative)
    : naAdjectiveForm(a.stem, form, polite, negative);
}

function iAdjectiveForm(
  a: Extract<WordAnalysis, { kind: 'i-adjective' }>,
  form: ConjugationForm,
  polite: boolean,
  negative: boolean,
): FormPair[] | null {
  // Stems: canonical, plus 良 spellings for いい written in kana.
  const stems: FormPair[] = [a.stem];
  if (a.ii && a.stem.written.endsWith('よ')) stems.push(pair(a.stem.kana, cut(a.stem.written, 1) + '良'));
  const s = (suffix: string) => suffixedAll(stems, suffix);
  switch (form) {
    case 'polite':
    case 'negative':
      if (form === 'polite' && !negative) return suffixedAll([a.dictionary], 'です');
      if (form === 'negative' && !polite) return s('くない');
      return [...s('くないです'), ...s('くありません')];
    case 'past':
      if (!polite) return s(negative ? 'くなかった' : 'かった');
      return negative ? [...s('くなかったです'), ...s('くありませんでした')] : s('かったです');
    case 'te':
      if (polite) return null;
      return s(negative ? 'くなくて' : 'くて');
    case 'conditional':
      if (polite) return null;
      return s(negative ? 'くなければ' : 'ければ');
    default:
      return null;
  }
}

function naAdjectiveForm(stem: FormPair, form: ConjugationForm, polite: boolean, negative: boolean): FormPair[] | null {
  const s = (...suffixes: string[]) => suffixes.map((x) => suffixed(stem, x));
  const politeNegative = () => s('じゃないです', 'ではないです', 'じゃありません', 'ではありません');
  switch (form) {
    case 'polite':
      return negative ? politeNegative() : s('です');
    case 'negative':
      return polite ? politeNegative() : s('じゃない', 'ではない');
    case 'past':
      if (!polite) return negative ? s('じゃなかった', 'ではなかった') : s('だった');
      return negative
        ? s('じゃなかったです', 'ではなかったです', 'じゃありませんでした', 'ではありませんでした')
        : s('でした');
    case 'te':
      if (polite) return null;
      return negative ? s('じゃなくて', 'ではなくて', 'でなくて') : s('で');
    case 'conditional':
      if (polite) return null;
      return negative
        ? s('じゃなければ', 'でなければ', 'じゃないなら', 'ではないなら')
        : s('なら', 'ならば', 'であれば');
    default:
      return null;
  }
}
