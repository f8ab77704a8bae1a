// Word analysis: validates a word (spelling, reading, okurigana) and classifies it for the paradigms.
import { hasKanji, isHiragana, isKanaChar, isKanjiChar, trailingHiragana, vowelOf } from '@/features/japanese/kana';
import { spellingFitsReading } from '@/features/japanese/kana-spelling';
import { analyzeVerb } from './analyze-verb';
import { cut } from './form-pair';
import { ConjugationError, describeWord, WORD_TYPES, type ConjugableWord, type WordAnalysis } from './types';

/**
 * Validates a word and classifies it. Throws ConjugationError for unknown
 * types and malformed or inconsistent dictionary forms / readings.
 */
export function analyzeWord(word: ConjugableWord): WordAnalysis {
  if (!word || typeof word !== 'object') {
    throw new ConjugationError('malformed', 'Expected a word object { dictionary, reading, type }', word);
  }
  const { dictionary, reading, type } = word;
  if (!(WORD_TYPES as readonly string[]).includes(type as string)) {
    throw new ConjugationError(
      'unknown-type',
      `Unknown word type "${String(type)}" for ${String(dictionary)}: expected one of ${WORD_TYPES.join(', ')}`,
      word,
    );
  }
  if (typeof dictionary !== 'string' || dictionary.length === 0) {
    throw new ConjugationError('malformed', `Missing dictionary form for ${describeWord(word)}`, word);
  }
  if (typeof reading !== 'string' || !isHiragana(reading)) {
    throw new ConjugationError(
      'malformed',
      `The reading of ${describeWord(word)} must be written in hiragana only`,
      word,
    );
  }
  if (![...dictionary].every((ch) => isKanjiChar(ch) || isKanaChar(ch))) {
    throw new ConjugationError(
      'malformed',
      `The dictionary form of ${describeWord(word)} may only contain kanji and kana (no spaces, latin letters or punctuation)`,
      word,
    );
  }
  const tail = trailingHiragana(dictionary);
  if (!reading.endsWith(tail) || (hasKanji(dictionary) && reading.length <= tail.length)) {
    throw new ConjugationError(
      'mismatch',
      `Dictionary form and reading disagree for ${describeWord(word)}: the dictionary form ends in "${tail}", the reading does not end the same way`,
      word,
    );
  }
  if (!spellingFitsReading(dictionary, reading)) {
    throw new ConjugationError(
      'mismatch',
      `Dictionary form and reading disagree for ${describeWord(word)}: the kana of "${dictionary}" do not appear in "${reading}"`,
      word,
    );
  }

  const isVerb = type === 'godan' || type === 'ichidan' || type === 'irregular';
  if ((isVerb || type === 'i-adjective') && tail.length === 0) {
    throw new ConjugationError(
      'malformed',
      `The dictionary form of ${describeWord(word)} must end in kana (okurigana), e.g. 食べる, 高い`,
      word,
    );
  }
  if (isVerb) return analyzeVerb(word);
  if (type === 'i-adjective') return analyzeIAdjective(word);
  // na-adjective: the stem without な/だ
  if (tail.endsWith('な')) {
    throw new ConjugationError(
      'malformed',
      `Give the na-adjective stem without な: ${describeWord(word)} (e.g. 静か, not 静かな)`,
      word,
    );
  }
  return { kind: 'na-adjective', stem: { kana: reading, written: dictionary } };
}

function analyzeIAdjective(word: ConjugableWord): WordAnalysis {
  const { dictionary, reading } = word;
  const last = reading[reading.length - 1];
  if (last !== 'い' || reading.length < 2) {
    throw new ConjugationError(
      'malformed',
      `An i-adjective must end in い; ${describeWord(word)} ends in "${last}"`,
      word,
    );
  }
  const prev = reading[reading.length - 2];
  if (vowelOf(prev) === 'e') {
    throw new ConjugationError(
      'malformed',
      `i-adjectives never end in -えい; ${describeWord(word)} must be a na-adjective (like きれい, ゆうめい)`,
      word,
    );
  }
  if (reading === 'きらい' && (dictionary === '嫌い' || dictionary === 'きらい')) {
    throw new ConjugationError('malformed', `${describeWord(word)}: 嫌い is a na-adjective (嫌いじゃない)`, word);
  }
  const dict = { kana: reading, written: dictionary };
  const isIi =
    reading.endsWith('いい') &&
    !reading.endsWith('かわいい') &&
    (dictionary.endsWith('いい') || dictionary.endsWith('良い'));
  if (isIi) {
    const kanaStem = cut(reading, 2) + 'よ';
    const writtenStem = dictionary.endsWith('良い') ? cut(dictionary, 1) : cut(dictionary, 2) + 'よ';
    return { kind: 'i-adjective', stem: { kana: kanaStem, written: writtenStem }, ii: true, dictionary: dict };
  }
  return {
    kind: 'i-adjective',
    stem: { kana: cut(reading, 1), written: cut(dictionary, 1) },
    ii: false,
    dictionary: dict,
  };
}
