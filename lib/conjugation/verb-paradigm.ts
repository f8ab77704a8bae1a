// Verb paradigms: the stems and endings each kind of verb builds its forms from (godan in ./godan-paradigm).
import { godanParadigm } from './godan-paradigm';
import { pair, suffixed } from './form-pair';
import type { WordAnalysis } from './types';
import type { VerbParadigm } from './verb-forms';

type Analysis<K extends WordAnalysis['kind']> = Extract<WordAnalysis, { kind: K }>;

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
    plainForms: true,
    politeVolitional: true,
    naide: true,
    negativeCommand: true,
    politeCommand: true,
  };
}

function suruParadigm(a: Analysis<'suru'>): VerbParadigm {
  const x = a.prefix;
  if (a.godanized) {
    return {
      dictionary: [suffixed(x, 'する')],
      masu: [suffixed(x, 'し')],
      nai: [suffixed(x, 'さ'), suffixed(x, 'し')],
      te: [suffixed(x, 'して')],
      ta: [suffixed(x, 'した')],
      imperative: [suffixed(x, 'せ'), suffixed(x, 'せよ'), suffixed(x, 'しろ')],
      ba: [suffixed(x, 'すれば'), suffixed(x, 'せば')],
      volitional: [suffixed(x, 'そう'), suffixed(x, 'しよう')],
      derived: {
        potential: [suffixed(x, 'せ')],
        passive: [suffixed(x, 'され')],
        causative: [suffixed(x, 'させ')],
        causativePassive: [suffixed(x, 'させられ')],
      },
      plainForms: true,
      politeVolitional: true,
      naide: true,
      negativeCommand: true,
      politeCommand: true,
    };
  }
  return {
    dictionary: [suffixed(x, 'する')],
    masu: [suffixed(x, 'し')],
    nai: [suffixed(x, 'し')],
    te: [suffixed(x, 'して')],
    ta: [suffixed(x, 'した')],
    imperative: [suffixed(x, 'しろ'), suffixed(x, 'せよ')],
    ba: [suffixed(x, 'すれば')],
    volitional: [suffixed(x, 'しよう')],
    derived: {
      potential: [suffixed(x, 'でき'), suffixed(x, 'でき', '出来')],
      passive: [suffixed(x, 'され')],
      causative: [suffixed(x, 'させ')],
      causativePassive: [suffixed(x, 'させられ')],
    },
    plainForms: true,
    politeVolitional: true,
    naide: true,
    negativeCommand: true,
    politeCommand: true,
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
    plainForms: true,
    politeVolitional: true,
    naide: true,
    negativeCommand: true,
    politeCommand: true,
  };
}
