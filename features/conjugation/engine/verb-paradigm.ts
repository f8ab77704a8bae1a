// Verb paradigms: the stems and endings each kind of verb builds its forms from (godan in ./godan-paradigm).
import { godanParadigm } from './godan-paradigm';
import { pair, suffixed } from './form-pair';
import type { WordAnalysis } from './types';
import type { VerbParadigm } from './verb-forms';

type Analysis<K extends WordAnalysis['kind']> = Extract<WordAnalysis, { kind: K }>;

/** The forms an ordinary verb has (くれる lacks some). */
const EVERY_FORM = {
  plainForms: true,
  politeVolitional: true,
  naide: true,
  negativeCommand: true,
  politeCommand: true,
} as const;

export function verbParadigm(a: WordAnalysis): VerbParadigm {
  switch (a.kind) {
    case 'godan':
      return godanParadigm(a);
    case 'ichidan':
      return ichidanParadigm(a);
    case 'suru':
      return suruParadigm(a);
    case 'kuru':
      return kuruParadigm(a);
    default:
      throw new Error('not a verb');
  }
}

function ichidanParadigm(a: Analysis<'ichidan'>): VerbParadigm {
  const s = a.stem;
  if (a.exception === 'kureru') {
    // くれる "give (to me)": imperative くれ; no potential/passive/causative,
    // volitional or polite imperative (*くれられる, *くれよう, *くれなさい).
    return {
      dictionary: [suffixed(s, 'る')],
      masu: [s],
      nai: [s],
      te: [suffixed(s, 'て')],
      ta: [suffixed(s, 'た')],
      imperative: [s],
      ba: [suffixed(s, 'れば')],
      volitional: null,
      politeVolitional: false,
      derived: { potential: null, passive: null, causative: null, causativePassive: null },
      plainForms: true,
      naide: true,
      negativeCommand: true,
      politeCommand: false,
    };
  }
  return {
    dictionary: [suffixed(s, 'る')],
    masu: [s],
    nai: [s],
    te: [suffixed(s, 'て')],
    ta: [suffixed(s, 'た')],
    imperative: [suffixed(s, 'ろ'), suffixed(s, 'よ')],
    ba: [suffixed(s, 'れば')],
    volitional: [suffixed(s, 'よう')],
    derived: {
      potential: [suffixed(s, 'られ')],
      passive: [suffixed(s, 'られ')],
      causative: [suffixed(s, 'させ')],
      causativePassive: [suffixed(s, 'させられ')],
    },
    ...EVERY_FORM,
  };
}

function suruParadigm(a: Analysis<'suru'>): VerbParadigm {
  const x = a.prefix;
  // Every する verb: 勉強する, 勉強し(ます), 勉強して, 勉強した.
  const shared = {
    dictionary: [suffixed(x, 'する')],
    masu: [suffixed(x, 'し')],
    te: [suffixed(x, 'して')],
    ta: [suffixed(x, 'した')],
  };
  const passiveAndCausatives = {
    passive: [suffixed(x, 'され')],
    causative: [suffixed(x, 'させ')],
    causativePassive: [suffixed(x, 'させられ')],
  };
  if (a.godanized) {
    return {
      ...shared,
      nai: [suffixed(x, 'さ'), suffixed(x, 'し')],
      imperative: [suffixed(x, 'せ'), suffixed(x, 'せよ'), suffixed(x, 'しろ')],
      ba: [suffixed(x, 'すれば'), suffixed(x, 'せば')],
      volitional: [suffixed(x, 'そう'), suffixed(x, 'しよう')],
      derived: { potential: [suffixed(x, 'せ')], ...passiveAndCausatives },
      ...EVERY_FORM,
    };
  }
  return {
    ...shared,
    nai: [suffixed(x, 'し')],
    imperative: [suffixed(x, 'しろ'), suffixed(x, 'せよ')],
    ba: [suffixed(x, 'すれば')],
    volitional: [suffixed(x, 'しよう')],
    derived: { potential: [suffixed(x, 'でき'), suffixed(x, 'でき', '出来')], ...passiveAndCausatives },
    ...EVERY_FORM,
  };
}

function kuruParadigm(a: Analysis<'kuru'>): VerbParadigm {
  const x = a.prefix;
  const k = (syll: string, rest: string) => pair(x.kana + syll + rest, x.written + (a.kanji ? '来' : syll) + rest);
  return {
    dictionary: [k('く', 'る')],
    masu: [k('き', '')],
    nai: [k('こ', '')],
    te: [k('き', 'て')],
    ta: [k('き', 'た')],
    imperative: [k('こ', 'い')],
    ba: [k('く', 'れば')],
    volitional: [k('こ', 'よう')],
    derived: {
      potential: [k('こ', 'られ')],
      passive: [k('こ', 'られ')],
      causative: [k('こ', 'させ')],
      causativePassive: [k('こ', 'させられ')],
    },
    ...EVERY_FORM,
  };
}
