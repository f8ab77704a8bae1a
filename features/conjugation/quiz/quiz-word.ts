import {
  CONJUGATION_FORMS,
  type ConjugableWord,
  type ConjugationForm,
  type WordType,
} from '@/features/conjugation/engine';
import type { JlptLevel } from './settings';

export interface QuizWord extends ConjugableWord {
  level: JlptLevel;
  meaning: string;
  /** Forms not to ask for this word (semantic gaps such as 分かる's potential). */
  skip?: readonly ConjugationForm[];
}

/*
 * The words travel from the server to the quiz as one packed string: only the fields the quiz needs, the
 * meaning in the page's language only, and the type and level written once for each run of words that share
 * them. Hundreds of words as JSON tuples were a quarter of the verb page (every quote is escaped twice in the
 * HTML's React payload); packed they take about a third of that.
 *
 *   packed = run ("\n" run)*
 *   run    = type "~" level ("~" word)+
 *   word   = dictionary "|" reading "|" meaning ("|" form+)?
 *   form   = one character: the form's place in CONJUGATION_FORMS in base 36 (7 = passive)
 *
 * A form is one character because a verb of state leaves out six (command, potential … volitional): spelt out,
 * the verbs' forms to skip were a fifth of the list.
 */
const RUN = '\n';
const WORD = '~';
const FIELD = '|';
const formCode = (form: ConjugationForm) => CONJUGATION_FORMS.indexOf(form).toString(36);
const codeForm = (code: string) => CONJUGATION_FORMS[parseInt(code, 36)];

function field(value: string, what: string): string {
  if ([RUN, WORD, FIELD].some((separator) => value.includes(separator))) {
    throw new Error(`A quiz word's ${what} contains a separator: ${JSON.stringify(value)}`);
  }
  return value;
}

/** The words in their order, packed for the page (server side). Throws on a field that holds a separator. */
export function packQuizWords(words: readonly QuizWord[]): string {
  const runs: { key: string; words: string[] }[] = [];
  for (const word of words) {
    const key = `${word.type}${WORD}${word.level}`;
    if (runs.at(-1)?.key !== key) runs.push({ key, words: [] });
    const fields = [
      field(word.dictionary, 'dictionary form'),
      field(word.reading, 'reading'),
      field(word.meaning, 'meaning'),
    ];
    if (word.skip && word.skip.length > 0) fields.push(word.skip.map(formCode).join(''));
    runs.at(-1)!.words.push(fields.join(FIELD));
  }
  return runs.map((run) => [run.key, ...run.words].join(WORD)).join(RUN);
}

/** The words of a packed string, in their order (the quiz, in the browser). */
export function unpackQuizWords(packed: string): QuizWord[] {
  if (!packed) return [];
  return packed.split(RUN).flatMap((run) => {
    const [type, level, ...words] = run.split(WORD);
    return words.map((entry): QuizWord => {
      const [dictionary, reading, meaning, skip] = entry.split(FIELD);
      const word: QuizWord = {
        dictionary,
        reading,
        type: type as WordType,
        level: Number(level) as JlptLevel,
        meaning,
      };
      return skip ? { ...word, skip: [...skip].map(codeForm) } : word;
    });
  });
}
