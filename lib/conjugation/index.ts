/**
 * Kotonoha conjugation engine — pure TypeScript, no I/O, no React, safe to
 * import from the browser, from the server and from plain Node (tsx).
 *
 *   conjugate({ dictionary: '食べる', reading: 'たべる', type: 'ichidan' }, 'past', { polite: true })
 *   → { kana: ['たべました'], written: ['食べました'] }
 *
 * `kana` holds every accepted answer in hiragana (built from `reading`),
 * `written` every accepted answer built from the dictionary spelling (the
 * kanji of the dictionary form are kept: 来る → 来ない, 勉強する → 勉強しない).
 * The first entry of each list is the canonical answer, and kana[0] is the
 * reading of written[0]. Every written answer's reading is in `kana` and every
 * kana answer is the reading of some written answer (see `conjugatePairs`).
 *
 * Decisions on debatable forms (what a teacher drilling *standard* forms
 * accepts) — see also lib/conjugation/README.md:
 *  - ら抜き potentials (食べれる, 来れる, 見れる) are NOT accepted. They are very
 *    common in speech but textbooks, JLPT and the 文化庁 still treat られる as
 *    the standard potential; the answer checker flags them with a 'ra-nuki'
 *    note so the UI can explain instead of just saying "wrong".
 *  - Short causatives (食べさす, 書かす) are NOT accepted: colloquial/dialectal,
 *    and they conjugate as godan す-verbs, which is not what a quiz on the
 *    standard causative drills. さ入れ (書かさせる) is a mistake.
 *  - Causative-passive: canonical long form (書かせられる); godan verbs also
 *    accept the contracted される form (書かされる) except verbs in す
 *    (話させられる only: *話さされる). Ichidan/する/来る have no short form.
 *  - Ichidan imperative: ろ canonical, the written-style よ (食べよ, せよ) accepted.
 *  - Polite negative of verbs: ません only (食べないです is colloquial, not the
 *    ます-form being drilled); polite negative past ませんでした.
 *  - te negative: なくて canonical, ないで accepted (not for ある: なくて only).
 *  - Adjective polite negative: i: くないです (canonical) / くありません;
 *    na: じゃないです (canonical) / ではないです / じゃありません / ではありません.
 *    Past likewise (くなかったです / くありませんでした, じゃなかったです …).
 *    *高いでした and *静かだです are wrong.
 *  - Adjective te: くて / で; negative くなくて / じゃなくて, ではなくて, でなくて.
 *  - Conditional: verbs and i-adjectives: the ば form only (書けば, 高ければ);
 *    たら/なら are other conditionals. na-adjectives have no ば form of their own:
 *    なら canonical, ならば and であれば (the ば form of である) accepted;
 *    negative じゃなければ (canonical) / でなければ, and じゃないなら / ではないなら.
 *    ではなければ is not accepted (a common but non-standard blend).
 *  - Polite te (まして), polite conditional, polite negative command and
 *    negative volitional (まい) are not offered: conjugate() returns null.
 *  - する: potential できる (also written 出来る), passive される, causative させる.
 *  - 来る: こない, きます, きて, こい, くれば, こよう, こられる, こさせる,
 *    こさせられる; written with 来 (来ない read こない).
 *  - 愛する-type verbs (愛する, 訳する, 略する, 課する, 解する: single-kanji
 *    する verbs with a living godan twin 愛す): 愛さない canonical (愛しない
 *    accepted), 愛せる potential, 愛すれば / 愛せば, 愛そう / 愛しよう, 愛せ /
 *    愛せよ / 愛しろ. Other single-kanji する verbs (察する, 達する, 関する …)
 *    vary verb by verb and are rejected with an 'unsupported' error rather than
 *    guessed.
 *  - ある: ない / なかった / なくて / なければ; no imperative, potential,
 *    passive, causative or causative-passive (null).
 *  - Honorific verbs くださる・いらっしゃる・おっしゃる・なさる・ござる: ます
 *    stem in い (くださいます), imperative in い (ください, いらっしゃい,
 *    おっしゃい, なさい); いらっしゃる also accepts いらして / いらした. They have
 *    no potential, passive, causative, volitional, negative or polite
 *    imperative (null). ござる survives only in its polite forms (ございます,
 *    ございません, ございました, ございませんでした, ございましょう): plain forms → null.
 *  - くれる: imperative くれ (not くれろ); no potential, passive, causative,
 *    volitional or polite imperative (null).
 *  - 行く: 行って / 行った; 問う・請う・乞う: 問うて / 問うた.
 *  - いい (and compounds かっこいい, 格好いい, 気持ちいい …): stem よ (よくない,
 *    よかった, よくて, よければ); written 良 variants accepted when the
 *    dictionary form is written いい. かわいい is a regular adjective.
 */

import { isHiragana, isKanaChar, isKanjiChar, toHiragana, trailingHiragana, vowelOf, hasKanji } from '@/lib/japanese/kana';

export type WordType = 'godan' | 'ichidan' | 'irregular' | 'i-adjective' | 'na-adjective';
export type ConjugationForm =
  | 'polite'
  | 'past'
  | 'negative'
  | 'te'
  | 'command'
  | 'conditional'
  | 'potential'
  | 'passive'
  | 'causative'
  | 'causativePassive'
  | 'volitional';

/** first entry = the canonical answer */
export interface Conjugation {
  kana: string[];
  written: string[];
}

export interface ConjugationOptions {
  polite?: boolean;
  negative?: boolean;
}

export interface ConjugableWord {
  dictionary: string;
  reading: string;
  type: WordType;
}

/** One accepted answer: its reading and its spelling. */
export interface FormPair {
  kana: string;
  written: string;
}

export const WORD_TYPES: readonly WordType[] = ['godan', 'ichidan', 'irregular', 'i-adjective', 'na-adjective'];
export const VERB_TYPES: readonly WordType[] = ['godan', 'ichidan', 'irregular'];
export const ADJECTIVE_TYPES: readonly WordType[] = ['i-adjective', 'na-adjective'];

export const CONJUGATION_FORMS: readonly ConjugationForm[] = [
  'polite',
  'past',
  'negative',
  'te',
  'command',
  'conditional',
  'potential',
  'passive',
  'causative',
  'causativePassive',
  'volitional',
];

/** Forms that exist for adjectives (all others return null for adjectives). */
export const ADJECTIVE_FORMS: readonly ConjugationForm[] = ['polite', 'past', 'negative', 'te', 'conditional'];

export type ConjugationErrorCode =
  | 'unknown-type' // type is not one of WORD_TYPES
  | 'unknown-form' // form is not one of CONJUGATION_FORMS
  | 'malformed' // the dictionary form / reading cannot be a word of that type
  | 'mismatch' // dictionary form and reading disagree
  | 'unsupported'; // a real but unsupported pattern (ずる verbs, 察する-type verbs …)

export class ConjugationError extends Error {
  readonly code: ConjugationErrorCode;
  readonly word: unknown;
  constructor(code: ConjugationErrorCode, message: string, word?: unknown) {
    super(message);
    this.name = 'ConjugationError';
    this.code = code;
    this.word = word;
  }
}

// ---------------------------------------------------------------------------
// Word analysis

export type GodanEnding = 'う' | 'く' | 'ぐ' | 'す' | 'つ' | 'ぬ' | 'ぶ' | 'む' | 'る';
export const GODAN_ENDINGS: readonly GodanEnding[] = ['う', 'く', 'ぐ', 'す', 'つ', 'ぬ', 'ぶ', 'む', 'る'];

/** Exceptions the engine knows about (used by explanations too). */
export type WordException =
  | 'iku' // 行く: 行って, 行った
  | 'tou' // 問う・請う・乞う: 問うて, 問うた
  | 'aru' // ある: ない, なかった …
  | 'honorific' // くださる・いらっしゃる・おっしゃる・なさる: ます stem / imperative in い
  | 'gozaru' // ござる: polite forms only
  | 'kureru' // くれる: imperative くれ
  | 'suru' // する itself
  | 'suru-compound' // 勉強する …
  | 'suru-godanized' // 愛する-type
  | 'kuru' // 来る itself
  | 'kuru-compound' // 持って来る …
  | 'ii' // いい and its compounds
  | 'looks-ichidan'; // godan verb in -iる / -eる (帰る, 入る, 走る, 知る …)

export type WordAnalysis =
  | { kind: 'godan'; ending: GodanEnding; stem: FormPair; exception?: 'iku' | 'tou' | 'aru' | 'honorific' | 'gozaru'; looksIchidan: boolean }
  | { kind: 'ichidan'; stem: FormPair; exception?: 'kureru' }
  | { kind: 'suru'; prefix: FormPair; godanized: boolean }
  | { kind: 'kuru'; prefix: FormPair; kanji: boolean }
  | { kind: 'i-adjective'; stem: FormPair; ii: boolean; dictionary: FormPair }
  | { kind: 'na-adjective'; stem: FormPair };

/** Single-kanji する verbs whose forms partly follow their godan twin (愛す). */
export const GODANIZED_SURU: Readonly<Record<string, string>> = {
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

function describeWord(word: ConjugableWord): string {
  return `${word.dictionary} (${word.reading}, ${word.type})`;
}

/** Regex test that the kana of the dictionary spelling appear in the reading, kanji runs reading as 1+ kana. */
function spellingMatchesReading(dictionary: string, reading: string): boolean {
  let pattern = '';
  let inKanji = false;
  for (const ch of dictionary) {
    if (isKanjiChar(ch)) {
      if (!inKanji) pattern += '.+';
      inKanji = true;
    } else {
      inKanji = false;
      pattern += toHiragana(ch).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`, 'u').test(reading);
}

function cut(s: string, n: number): string {
  return s.slice(0, s.length - n);
}

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
  if (!spellingMatchesReading(dictionary, reading)) {
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
  const last = reading[reading.length - 1];
  const kanaOnly = !hasKanji(dictionary);

  if (type === 'godan') {
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
    } else if (last === 'う' && (/[問請乞]う$/.test(dictionary) || (kanaOnly && (reading === 'とう' || reading === 'こう')))) {
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

  if (type === 'ichidan') {
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

  if (type === 'irregular') {
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
            `Single-kanji する verbs such as ${dictionary} conjugate differently from verb to verb (察しない, 愛さない, 訳せる …) and are not supported, except ${Object.keys(GODANIZED_SURU)
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

  if (type === 'i-adjective') {
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
      reading.endsWith('いい') && !reading.endsWith('かわいい') && (dictionary.endsWith('いい') || dictionary.endsWith('良い'));
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

// ---------------------------------------------------------------------------
// Paradigms

function p(kana: string, written: string = kana): FormPair {
  return { kana, written };
}

function cat(pairs: readonly FormPair[], suffix: string): FormPair[] {
  return pairs.map((x) => p(x.kana + suffix, x.written + suffix));
}

function with1(x: FormPair, kanaSuffix: string, writtenSuffix: string = kanaSuffix): FormPair {
  return p(x.kana + kanaSuffix, x.written + writtenSuffix);
}

type DerivedForm = 'potential' | 'passive' | 'causative' | 'causativePassive';

interface VerbParadigm {
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

const GODAN_ROWS: Record<GodanEnding, { a: string; i: string; e: string; o: string; te: string; ta: string }> = {
  う: { a: 'わ', i: 'い', e: 'え', o: 'お', te: 'って', ta: 'った' },
  く: { a: 'か', i: 'き', e: 'け', o: 'こ', te: 'いて', ta: 'いた' },
  ぐ: { a: 'が', i: 'ぎ', e: 'げ', o: 'ご', te: 'いで', ta: 'いだ' },
  す: { a: 'さ', i: 'し', e: 'せ', o: 'そ', te: 'して', ta: 'した' },
  つ: { a: 'た', i: 'ち', e: 'て', o: 'と', te: 'って', ta: 'った' },
  ぬ: { a: 'な', i: 'に', e: 'ね', o: 'の', te: 'んで', ta: 'んだ' },
  ぶ: { a: 'ば', i: 'び', e: 'べ', o: 'ぼ', te: 'んで', ta: 'んだ' },
  む: { a: 'ま', i: 'み', e: 'め', o: 'も', te: 'んで', ta: 'んだ' },
  る: { a: 'ら', i: 'り', e: 'れ', o: 'ろ', te: 'って', ta: 'った' },
};

export function godanRow(ending: GodanEnding) {
  return GODAN_ROWS[ending];
}

function verbParadigm(a: WordAnalysis): VerbParadigm {
  switch (a.kind) {
    case 'godan': {
      const r = GODAN_ROWS[a.ending];
      const s = a.stem;
      const dictionary = [with1(s, a.ending)];
      const par: VerbParadigm = {
        dictionary,
        masu: [with1(s, r.i)],
        nai: [with1(s, r.a)],
        te: [with1(s, r.te)],
        ta: [with1(s, r.ta)],
        imperative: [with1(s, r.e)],
        ba: [with1(s, r.e + 'ば')],
        volitional: [with1(s, r.o + 'う')],
        derived: {
          potential: [with1(s, r.e)],
          passive: [with1(s, r.a + 'れ')],
          causative: [with1(s, r.a + 'せ')],
          causativePassive:
            a.ending === 'す' ? [with1(s, r.a + 'せられ')] : [with1(s, r.a + 'せられ'), with1(s, r.a + 'され')],
        },
        plainForms: true,
        politeVolitional: true,
        naide: true,
        negativeCommand: true,
        politeCommand: true,
      };
      switch (a.exception) {
        case 'iku': {
          // 行く(いく・ゆく): 行って, 行った (ゆく also has いって: *ゆいて, *ゆって)
          const kanaStem = s.kana.endsWith('ゆ') ? cut(s.kana, 1) + 'い' : s.kana;
          const writtenStem = !hasKanji(s.written) && s.written.endsWith('ゆ') ? cut(s.written, 1) + 'い' : s.written;
          par.te = [p(kanaStem + 'って', writtenStem + 'って')];
          par.ta = [p(kanaStem + 'った', writtenStem + 'った')];
          break;
        }
        case 'tou':
          par.te = [with1(s, 'うて')];
          par.ta = [with1(s, 'うた')];
          break;
        case 'aru':
          par.nai = [p('', '')];
          par.imperative = null;
          par.naide = false;
          par.negativeCommand = false;
          par.politeCommand = false;
          par.derived = { potential: null, passive: null, causative: null, causativePassive: null };
          break;
        case 'honorific':
        case 'gozaru':
          par.masu = [with1(s, 'い')];
          par.imperative = a.exception === 'gozaru' ? null : [with1(s, 'い')];
          par.volitional = null;
          par.politeVolitional = a.exception === 'gozaru'; // ございましょう
          par.negativeCommand = false;
          par.politeCommand = false;
          par.derived = { potential: null, passive: null, causative: null, causativePassive: null };
          if (a.exception === 'gozaru') par.plainForms = false;
          if (s.kana.endsWith('いらっしゃ') && s.written.endsWith('いらっしゃ')) {
            // いらっしゃって → also the contracted いらして (standard in polite speech)
            const short = p(cut(s.kana, 3), cut(s.written, 3));
            par.te.push(with1(short, 'して'));
            par.ta.push(with1(short, 'した'));
          }
          break;
      }
      return par;
    }
    case 'ichidan': {
      const s = a.stem;
      if (a.exception === 'kureru') {
        // くれる "give (to me)": imperative くれ; no potential/passive/causative,
        // volitional or polite imperative (*くれられる, *くれよう, *くれなさい).
        return {
          dictionary: [with1(s, 'る')],
          masu: [s],
          nai: [s],
          te: [with1(s, 'て')],
          ta: [with1(s, 'た')],
          imperative: [s],
          ba: [with1(s, 'れば')],
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
        dictionary: [with1(s, 'る')],
        masu: [s],
        nai: [s],
        te: [with1(s, 'て')],
        ta: [with1(s, 'た')],
        imperative: [with1(s, 'ろ'), with1(s, 'よ')],
        ba: [with1(s, 'れば')],
        volitional: [with1(s, 'よう')],
        derived: {
          potential: [with1(s, 'られ')],
          passive: [with1(s, 'られ')],
          causative: [with1(s, 'させ')],
          causativePassive: [with1(s, 'させられ')],
        },
        plainForms: true,
        politeVolitional: true,
        naide: true,
        negativeCommand: true,
        politeCommand: true,
      };
    }
    case 'suru': {
      const x = a.prefix;
      if (a.godanized) {
        return {
          dictionary: [with1(x, 'する')],
          masu: [with1(x, 'し')],
          nai: [with1(x, 'さ'), with1(x, 'し')],
          te: [with1(x, 'して')],
          ta: [with1(x, 'した')],
          imperative: [with1(x, 'せ'), with1(x, 'せよ'), with1(x, 'しろ')],
          ba: [with1(x, 'すれば'), with1(x, 'せば')],
          volitional: [with1(x, 'そう'), with1(x, 'しよう')],
          derived: {
            potential: [with1(x, 'せ')],
            passive: [with1(x, 'され')],
            causative: [with1(x, 'させ')],
            causativePassive: [with1(x, 'させられ')],
          },
          plainForms: true,
          politeVolitional: true,
          naide: true,
          negativeCommand: true,
          politeCommand: true,
        };
      }
      return {
        dictionary: [with1(x, 'する')],
        masu: [with1(x, 'し')],
        nai: [with1(x, 'し')],
        te: [with1(x, 'して')],
        ta: [with1(x, 'した')],
        imperative: [with1(x, 'しろ'), with1(x, 'せよ')],
        ba: [with1(x, 'すれば')],
        volitional: [with1(x, 'しよう')],
        derived: {
          potential: [with1(x, 'でき'), with1(x, 'でき', '出来')],
          passive: [with1(x, 'され')],
          causative: [with1(x, 'させ')],
          causativePassive: [with1(x, 'させられ')],
        },
        plainForms: true,
        politeVolitional: true,
        naide: true,
        negativeCommand: true,
        politeCommand: true,
      };
    }
    case 'kuru': {
      const x = a.prefix;
      const k = (syll: string, rest: string) => p(x.kana + syll + rest, x.written + (a.kanji ? '来' : syll) + rest);
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
    default:
      throw new Error('not a verb');
  }
}

function verbForm(par: VerbParadigm, form: ConjugationForm, polite: boolean, negative: boolean): FormPair[] | null {
  // ござる: only polite forms exist.
  if (!par.plainForms && !polite && form !== 'polite') return null;
  switch (form) {
    case 'polite':
      return cat(par.masu, negative ? 'ません' : 'ます');
    case 'past':
      if (polite) return cat(par.masu, negative ? 'ませんでした' : 'ました');
      return negative ? cat(par.nai, 'なかった') : par.ta;
    case 'negative':
      return polite ? cat(par.masu, 'ません') : cat(par.nai, 'ない');
    case 'te':
      if (polite) return null;
      if (!negative) return par.te;
      return [...cat(par.nai, 'なくて'), ...(par.naide ? cat(par.nai, 'ないで') : [])];
    case 'command':
      if (polite && negative) return null;
      if (polite) return par.politeCommand ? cat(par.masu, 'なさい') : null;
      if (negative) return par.negativeCommand ? cat(par.dictionary, 'な') : null;
      return par.imperative;
    case 'conditional':
      if (polite) return null;
      return negative ? cat(par.nai, 'なければ') : par.ba;
    case 'potential':
    case 'passive':
    case 'causative':
    case 'causativePassive': {
      const stems = par.derived[form];
      if (!stems) return null;
      return cat(stems, polite ? (negative ? 'ません' : 'ます') : negative ? 'ない' : 'る');
    }
    case 'volitional':
      if (negative) return null;
      if (polite) return par.politeVolitional ? cat(par.masu, 'ましょう') : null;
      return par.volitional;
  }
}

function iAdjectiveForm(
  a: Extract<WordAnalysis, { kind: 'i-adjective' }>,
  form: ConjugationForm,
  polite: boolean,
  negative: boolean,
): FormPair[] | null {
  // Stems: canonical, plus 良 spellings for いい written in kana.
  const stems: FormPair[] = [a.stem];
  if (a.ii && a.stem.written.endsWith('よ')) stems.push(p(a.stem.kana, cut(a.stem.written, 1) + '良'));
  const s = (suffix: string) => cat(stems, suffix);
  switch (form) {
    case 'polite':
    case 'negative':
      if (form === 'polite' && !negative) return cat([a.dictionary], 'です');
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
  const s = (...suffixes: string[]) => suffixes.map((x) => with1(stem, x));
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
      return negative ? s('じゃなければ', 'でなければ', 'じゃないなら', 'ではないなら') : s('なら', 'ならば', 'であれば');
    default:
      return null;
  }
}

function checkForm(form: ConjugationForm, word: unknown): void {
  if (!(CONJUGATION_FORMS as readonly string[]).includes(form as string)) {
    throw new ConjugationError(
      'unknown-form',
      `Unknown conjugation form "${String(form)}": expected one of ${CONJUGATION_FORMS.join(', ')}`,
      word,
    );
  }
}

function dedupe(pairs: FormPair[]): FormPair[] {
  const seen = new Set<string>();
  return pairs.filter((x) => {
    const key = x.kana + '\u0000' + x.written;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every accepted answer as (reading, spelling) pairs, canonical first;
 * null where the form does not exist for that word.
 */
export function conjugatePairs(
  word: ConjugableWord,
  form: ConjugationForm,
  options: ConjugationOptions = {},
): FormPair[] | null {
  const analysis = analyzeWord(word);
  checkForm(form, word);
  const polite = options?.polite === true;
  const negative = options?.negative === true;
  let pairs: FormPair[] | null;
  if (analysis.kind === 'i-adjective') pairs = iAdjectiveForm(analysis, form, polite, negative);
  else if (analysis.kind === 'na-adjective') pairs = naAdjectiveForm(analysis.stem, form, polite, negative);
  else pairs = verbForm(verbParadigm(analysis), form, polite, negative);
  return pairs ? dedupe(pairs) : null;
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

/**
 * Conjugates a word. Returns null where the form does not exist for that word
 * (adjective imperative, negative volitional, potential of ある …).
 * Throws ConjugationError for unknown types/forms and malformed words.
 */
export function conjugate(
  word: { dictionary: string; reading: string; type: WordType },
  form: ConjugationForm,
  options?: { polite?: boolean; negative?: boolean },
): Conjugation | null {
  const pairs = conjugatePairs(word, form, options ?? {});
  if (!pairs || pairs.length === 0) return null;
  return { kana: uniq(pairs.map((x) => x.kana)), written: uniq(pairs.map((x) => x.written)) };
}

export const OPTION_COMBOS: ReadonlyArray<Required<ConjugationOptions>> = [
  { polite: false, negative: false },
  { polite: true, negative: false },
  { polite: false, negative: true },
  { polite: true, negative: true },
];

/**
 * The option combinations that give a distinct, existing form of that word
 * (for the quiz: e.g. volitional → plain and polite only). For the forms
 * 'polite' and 'negative' the redundant option is dropped.
 */
export function availableOptions(word: ConjugableWord, form: ConjugationForm): Array<Required<ConjugationOptions>> {
  return OPTION_COMBOS.filter((o) => {
    if (form === 'polite' && o.polite) return false;
    if (form === 'negative' && o.negative) return false;
    return conjugate(word, form, o) !== null;
  });
}

/** Forms that exist (for at least one option combination) for that word. */
export function availableForms(word: ConjugableWord): ConjugationForm[] {
  return CONJUGATION_FORMS.filter((f) => availableOptions(word, f).length > 0);
}
