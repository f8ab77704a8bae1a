// Verb analysis: godan ending and exceptions, ichidan (くれる), する and 来る with their compounds.
import { hasKanji, isKanjiChar, vowelOf } from '@/features/japanese/kana';
import { cut } from './form-pair';
import {
  ConjugationError,
  describeWord,
  GODAN_ENDINGS,
  type ConjugableWord,
  type GodanEnding,
  type WordAnalysis,
} from './types';

/** Single-kanji する verbs whose forms partly follow their godan twin (愛す). */
const GODANIZED_SURU: Readonly<Record<string, string>> = {
  愛: 'あい',
  訳: 'やく',
  略: 'りゃく',
  課: 'か',
  解: 'かい',
};

const HONORIFICS: ReadonlyArray<{ kana: string; spellings: string[]; gozaru?: boolean }> = [
  { kana: 'くださる', spellings: ['くださる', '下さる'] },
  { kana: 'いらっしゃる', spellings: ['いらっしゃる'] },
  { kana: 'おっしゃる', spellings: ['おっしゃる', '仰る', '仰しゃる'] },
  { kana: 'なさる', spellings: ['なさる', '為さる'] },
  { kana: 'ござる', spellings: ['ござる', '御座る'], gozaru: true },
];

/** A verb already checked by analyzeWord: hiragana reading, okurigana that match the reading. */
export function analyzeVerb(word: ConjugableWord): WordAnalysis {
  if (word.type === 'godan') return analyzeGodan(word);
  if (word.type === 'ichidan') return analyzeIchidan(word);
  return analyzeIrregular(word);
}

function analyzeGodan(word: ConjugableWord): WordAnalysis {
  const { dictionary, reading } = word;
  const last = reading[reading.length - 1];
  const kanaOnly = !hasKanji(dictionary);
  if (!(GODAN_ENDINGS as readonly string[]).includes(last) || reading.length < 2) {
    throw new ConjugationError(
      'malformed',
      `A godan verb must end in one of ${GODAN_ENDINGS.join(' ')}; ${describeWord(word)} ends in "${last}"`,
      word,
    );
  }
  const stem = { kana: cut(reading, 1), written: cut(dictionary, 1) };
  const prev = reading[reading.length - 2];
  const looksIchidan = last === 'る' && (vowelOf(prev) === 'i' || vowelOf(prev) === 'e');
  let exception: 'iku' | 'tou' | 'aru' | 'honorific' | 'gozaru' | undefined;
  if (last === 'く' && (/[行逝往]く$/.test(dictionary) || (kanaOnly && /[いゆ]く$/.test(reading)))) {
    exception = 'iku';
  } else if (
    last === 'う' &&
    (/[問請乞]う$/.test(dictionary) || (kanaOnly && (reading === 'とう' || reading === 'こう')))
  ) {
    exception = 'tou';
  } else if (reading === 'ある' && ['ある', '有る', '在る'].includes(dictionary)) {
    exception = 'aru';
  } else {
    for (const h of HONORIFICS) {
      if (reading.endsWith(h.kana) && h.spellings.some((s) => dictionary.endsWith(s))) {
        exception = h.gozaru ? 'gozaru' : 'honorific';
        break;
      }
    }
  }
  return { kind: 'godan', ending: last as GodanEnding, stem, exception, looksIchidan };
}

function analyzeIchidan(word: ConjugableWord): WordAnalysis {
  const { dictionary, reading } = word;
  const last = reading[reading.length - 1];
  if (last !== 'る' || reading.length < 2) {
    throw new ConjugationError(
      'malformed',
      `An ichidan verb must end in る; ${describeWord(word)} ends in "${last}"`,
      word,
    );
  }
  const prev = reading[reading.length - 2];
  if (vowelOf(prev) !== 'i' && vowelOf(prev) !== 'e') {
    throw new ConjugationError(
      'malformed',
      `An ichidan verb ends in -iる or -eる; ${describeWord(word)} ends in "${prev}る", so it can only be godan`,
      word,
    );
  }
  const kureru = dictionary === 'くれる' || /(呉れる|[てで]くれる)$/.test(dictionary);
  return {
    kind: 'ichidan',
    stem: { kana: cut(reading, 1), written: cut(dictionary, 1) },
    exception: kureru ? 'kureru' : undefined,
  };
}

function analyzeIrregular(word: ConjugableWord): WordAnalysis {
  const { dictionary, reading } = word;
  const kanaOnly = !hasKanji(dictionary);
  if (reading.endsWith('する')) {
    if (!dictionary.endsWith('する')) {
      throw new ConjugationError(
        'malformed',
        `A する verb must be written with する in kana: ${describeWord(word)}`,
        word,
      );
    }
    const prefix = { kana: cut(reading, 2), written: cut(dictionary, 2) };
    const chars = [...prefix.written];
    let godanized = false;
    if (chars.length === 1 && isKanjiChar(chars[0])) {
      if (GODANIZED_SURU[chars[0]] === prefix.kana) {
        godanized = true;
      } else {
        throw new ConjugationError(
          'unsupported',
          `Single-kanji する verbs such as ${dictionary} conjugate differently from verb to verb (察しない, 愛さない, 訳せる …) and are not supported, except ${Object.keys(
            GODANIZED_SURU,
          )
            .map((k) => k + 'する')
            .join('、')}`,
          word,
        );
      }
    } else if (kanaOnly && Object.values(GODANIZED_SURU).includes(prefix.kana) && chars.length <= 3) {
      godanized = true;
    }
    return { kind: 'suru', prefix, godanized };
  }
  if (reading.endsWith('ずる') && dictionary.endsWith('ずる')) {
    throw new ConjugationError(
      'unsupported',
      `ずる verbs such as ${dictionary} are not supported; use the ichidan じる form (e.g. 信じる)`,
      word,
    );
  }
  if (reading.endsWith('くる') && (dictionary.endsWith('来る') || dictionary.endsWith('くる'))) {
    const kanji = dictionary.endsWith('来る');
    return {
      kind: 'kuru',
      prefix: { kana: cut(reading, 2), written: cut(dictionary, 2) },
      kanji,
    };
  }
  if (dictionary.endsWith('来る')) {
    throw new ConjugationError(
      'mismatch',
      `${describeWord(word)}: an irregular 来る must be read くる (来る read きたる is a godan verb)`,
      word,
    );
  }
  throw new ConjugationError(
    'malformed',
    `Irregular verbs are する, 来る and their compounds (勉強する, 持って来る); ${describeWord(word)} is neither`,
    word,
  );
}
