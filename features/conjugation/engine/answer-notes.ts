// Teaching notes on wrong answers, from what the quiz asked: ら抜き potentials (食べれる for 食べられる) and
// a verb conjugated as the other kind (帰ない: 帰る conjugated as if it were ichidan).
import { conjugate } from './index';
import type { ConjugableWord, Conjugation, ConjugationForm, ConjugationOptions, WordType } from './types';

/** What the quiz asked for. */
export interface AnswerContext {
  word: ConjugableWord;
  form: ConjugationForm;
  options?: ConjugationOptions;
}

/** The ら抜き spellings of the asked potential, each with the standard one. */
export function raNukiForms(ctx: AnswerContext): Array<{ kana: string; written: string; standard: string }> {
  if (ctx.form !== 'potential') return [];
  if (ctx.word.type !== 'ichidan' && ctx.word.type !== 'irregular') return [];
  let c: Conjugation | null = null;
  try {
    c = conjugate(ctx.word, ctx.form, ctx.options);
  } catch {
    return [];
  }
  if (!c) return [];
  const out: Array<{ kana: string; written: string; standard: string }> = [];
  const written0 = c.written[0];
  for (const k of c.kana)
    if (k.includes('られ')) out.push({ kana: k.replace(/られ(?!.*られ)/u, 'れ'), written: '', standard: written0 });
  for (const w of c.written)
    if (w.includes('られ')) out.push({ kana: '', written: w.replace(/られ(?!.*られ)/u, 'れ'), standard: w });
  return out;
}

/** The type the word was conjugated as, when `answer` is its form as a verb of the other kind. */
export function conjugatedAs(ctx: AnswerContext, answer: string): WordType | null {
  const { word } = ctx;
  const others: WordType[] = word.type === 'godan' ? ['ichidan'] : word.type === 'ichidan' ? ['godan'] : [];
  for (const type of others) {
    try {
      const c = conjugate({ ...word, type }, ctx.form, ctx.options);
      if (c && (c.kana.includes(answer) || c.written.includes(answer))) return type;
    } catch {
      // the word cannot be of that type at all (e.g. 書く as ichidan)
    }
  }
  return null;
}
