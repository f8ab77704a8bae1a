import { describe, expect, it } from 'vitest';
import { describeForm, explainConjugation, FORM_LABELS, type Locale } from '@/features/conjugation/engine/explain';
import {
  conjugate,
  CONJUGATION_FORMS,
  GODAN_ENDINGS,
  OPTION_COMBOS,
  ConjugationError,
  type ConjugableWord,
  type WordType,
} from '@/features/conjugation/engine/index';
import { WORDS } from '@/features/conjugation/engine/words';

const w = (dictionary: string, reading: string, type: WordType): ConjugableWord => ({ dictionary, reading, type });
const LOCALES: Locale[] = ['en', 'vi'];
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

// one verb per godan ending, plus every group and exception
const REPRESENTATIVES: ConjugableWord[] = [
  w('会う', 'あう', 'godan'),
  w('書く', 'かく', 'godan'),
  w('泳ぐ', 'およぐ', 'godan'),
  w('話す', 'はなす', 'godan'),
  w('待つ', 'まつ', 'godan'),
  w('死ぬ', 'しぬ', 'godan'),
  w('遊ぶ', 'あそぶ', 'godan'),
  w('読む', 'よむ', 'godan'),
  w('取る', 'とる', 'godan'),
  w('帰る', 'かえる', 'godan'),
  w('行く', 'いく', 'godan'),
  w('問う', 'とう', 'godan'),
  w('ある', 'ある', 'godan'),
  w('くださる', 'くださる', 'godan'),
  w('いらっしゃる', 'いらっしゃる', 'godan'),
  w('ござる', 'ござる', 'godan'),
  w('食べる', 'たべる', 'ichidan'),
  w('くれる', 'くれる', 'ichidan'),
  w('する', 'する', 'irregular'),
  w('勉強する', 'べんきょうする', 'irregular'),
  w('愛する', 'あいする', 'irregular'),
  w('来る', 'くる', 'irregular'),
  w('持って来る', 'もってくる', 'irregular'),
  w('高い', 'たかい', 'i-adjective'),
  w('いい', 'いい', 'i-adjective'),
  w('静か', 'しずか', 'na-adjective'),
];

describe('describeForm', () => {
  it('names forms with their options in both languages', () => {
    expect(describeForm('past', { polite: true, negative: true }, 'en')).toBe('past · polite · negative');
    expect(describeForm('past', { polite: true, negative: true }, 'vi')).toBe('quá khứ · lịch sự · phủ định');
    expect(describeForm('te', {}, 'en')).toBe('te-form');
    expect(describeForm('te', { negative: true }, 'vi')).toBe('thể て · phủ định');
    expect(describeForm('polite', { polite: true }, 'en')).toBe('polite');
    expect(describeForm('negative', { polite: true, negative: true }, 'en')).toBe('negative · polite');
    expect(describeForm('causativePassive', {}, 'vi')).toBe('bị động sai khiến');
  });
  it('has a label for every form in both languages', () => {
    for (const locale of LOCALES) {
      for (const form of CONJUGATION_FORMS) expect(FORM_LABELS[locale][form].length).toBeGreaterThan(0);
    }
    expect(new Set(Object.values(FORM_LABELS.vi)).size).toBe(CONJUGATION_FORMS.length);
  });
});

describe('explainConjugation covers every group, ending, form and option', () => {
  it('every representative × form × options × locale has a one-line explanation', () => {
    let count = 0;
    for (const word of REPRESENTATIVES) {
      for (const form of CONJUGATION_FORMS) {
        for (const options of OPTION_COMBOS) {
          const texts = LOCALES.map((l) => explainConjugation(word, form, options, l));
          for (const t of texts) {
            expect(t.length).toBeGreaterThan(5);
            expect(t).not.toMatch(/\n|undefined|null|\[object/);
          }
          expect(texts[1]).toMatch(VIETNAMESE);
          expect(texts[0]).not.toMatch(VIETNAMESE);
          count++;
        }
      }
    }
    expect(count).toBe(REPRESENTATIVES.length * CONJUGATION_FORMS.length * OPTION_COMBOS.length);
  });

  it('every word of the data set has an explanation for each of its forms', () => {
    for (const word of WORDS) {
      for (const form of CONJUGATION_FORMS) {
        const e = explainConjugation(word, form, {}, 'vi');
        expect(e.length).toBeGreaterThan(5);
      }
    }
  });

  it('godan explanations name the ending for every ending', () => {
    for (const ending of GODAN_ENDINGS) {
      const word = REPRESENTATIVES.find((x) => x.type === 'godan' && x.reading.endsWith(ending))!;
      expect(explainConjugation(word, 'te', {}, 'en')).toContain(`godan ending ${ending} →`);
      expect(explainConjugation(word, 'te', {}, 'vi')).toContain(`động từ nhóm 1 đuôi ${ending} →`);
    }
  });

  it('the explanation shows the rule that gives the canonical answer', () => {
    expect(explainConjugation(w('書く', 'かく', 'godan'), 'past', {}, 'en')).toBe('godan ending く → い + た');
    expect(explainConjugation(w('書く', 'かく', 'godan'), 'past', {}, 'vi')).toBe('động từ nhóm 1 đuôi く → い + た');
    expect(explainConjugation(w('読む', 'よむ', 'godan'), 'te', {}, 'en')).toBe('godan ending む → ん + で');
    expect(explainConjugation(w('書く', 'かく', 'godan'), 'negative', { polite: true }, 'en')).toBe(
      'godan ending く → き + ません',
    );
    expect(explainConjugation(w('食べる', 'たべる', 'ichidan'), 'past', {}, 'en')).toBe('ichidan: drop る + た');
    expect(explainConjugation(w('食べる', 'たべる', 'ichidan'), 'past', {}, 'vi')).toBe('động từ nhóm 2: bỏ る + た');
    expect(explainConjugation(w('高い', 'たかい', 'i-adjective'), 'past', {}, 'en')).toBe(
      'i-adjective: drop い + かった',
    );
    expect(explainConjugation(w('高い', 'たかい', 'i-adjective'), 'past', {}, 'vi')).toBe(
      'tính từ đuôi い: bỏ い + かった',
    );
    expect(explainConjugation(w('静か', 'しずか', 'na-adjective'), 'past', {}, 'vi')).toBe(
      'tính từ đuôi な: gốc + だった',
    );
    expect(explainConjugation(w('話す', 'はなす', 'godan'), 'causativePassive', {}, 'en')).toContain('no short form');
  });

  it('null forms are explained as missing', () => {
    expect(explainConjugation(w('高い', 'たかい', 'i-adjective'), 'command', {}, 'en')).toBe(
      'i-adjectives have no imperative form',
    );
    expect(explainConjugation(w('高い', 'たかい', 'i-adjective'), 'command', {}, 'vi')).toBe(
      'tính từ đuôi い không có dạng mệnh lệnh',
    );
    expect(explainConjugation(w('ある', 'ある', 'godan'), 'potential', {}, 'vi')).toContain(
      'ある không có dạng khả năng',
    );
    expect(explainConjugation(w('ござる', 'ござる', 'godan'), 'past', {}, 'en')).toContain('ございます');
  });

  it('throws ConjugationError for malformed words, like conjugate()', () => {
    expect(() => explainConjugation(w('書く', 'かく', 'ichidan'), 'past', {}, 'en')).toThrow(ConjugationError);
  });
});

describe('exceptions mention the word', () => {
  const cases: Array<
    [ConjugableWord, Parameters<typeof explainConjugation>[1], Parameters<typeof explainConjugation>[2], string[]]
  > = [
    [w('行く', 'いく', 'godan'), 'past', {}, ['行く', '行った']],
    [w('行く', 'いく', 'godan'), 'te', {}, ['行く', '行って']],
    [w('持って行く', 'もっていく', 'godan'), 'te', {}, ['持って行く', '持って行って']],
    [w('問う', 'とう', 'godan'), 'te', {}, ['問う', '問うて']],
    [w('請う', 'こう', 'godan'), 'past', {}, ['請う', '請うた']],
    [w('ある', 'ある', 'godan'), 'negative', {}, ['ある', 'ない']],
    [w('ある', 'ある', 'godan'), 'past', { negative: true }, ['ある', 'なかった']],
    [w('くださる', 'くださる', 'godan'), 'polite', {}, ['くださる', 'くださいます']],
    [w('くださる', 'くださる', 'godan'), 'command', {}, ['くださる', 'ください']],
    [w('いらっしゃる', 'いらっしゃる', 'godan'), 'past', { polite: true }, ['いらっしゃる', 'いらっしゃいました']],
    [w('おっしゃる', 'おっしゃる', 'godan'), 'command', {}, ['おっしゃる', 'おっしゃい']],
    [w('なさる', 'なさる', 'godan'), 'negative', { polite: true }, ['なさる', 'なさいません']],
    [w('なさる', 'なさる', 'godan'), 'volitional', { polite: true }, ['なさる', 'なさいましょう']],
    [w('くださる', 'くださる', 'godan'), 'volitional', { polite: true }, ['くださる', 'くださいましょう']],
    [w('ある', 'ある', 'godan'), 'command', {}, ['ある', 'あれ']],
    [w('ござる', 'ござる', 'godan'), 'polite', {}, ['ござる', 'ございます']],
    [w('くれる', 'くれる', 'ichidan'), 'command', {}, ['くれる', 'くれ']],
    [w('する', 'する', 'irregular'), 'potential', {}, ['する', 'できる']],
    [w('勉強する', 'べんきょうする', 'irregular'), 'negative', {}, ['勉強する', '勉強しない']],
    [w('来る', 'くる', 'irregular'), 'negative', {}, ['来る', '来ない', 'こない']],
    [w('来る', 'くる', 'irregular'), 'potential', {}, ['来る', '来られる', 'こられる']],
    [w('持って来る', 'もってくる', 'irregular'), 'past', {}, ['持って来る', '持って来た']],
    [w('愛する', 'あいする', 'irregular'), 'negative', {}, ['愛する', '愛さない', '愛す']],
    [w('いい', 'いい', 'i-adjective'), 'past', {}, ['いい', 'よかった']],
    [w('かっこいい', 'かっこいい', 'i-adjective'), 'negative', {}, ['かっこいい', 'かっこよくない']],
    [w('帰る', 'かえる', 'godan'), 'negative', {}, ['帰る']],
    [w('入る', 'はいる', 'godan'), 'te', {}, ['入る']],
    [w('走る', 'はしる', 'godan'), 'past', {}, ['走る']],
    [w('知る', 'しる', 'godan'), 'polite', {}, ['知る']],
    [w('切る', 'きる', 'godan'), 'potential', {}, ['切る']],
    [w('要る', 'いる', 'godan'), 'negative', {}, ['要る']],
    [w('食べる', 'たべる', 'ichidan'), 'potential', {}, ['食べれる']],
  ];
  for (const [word, form, options, mentions] of cases) {
    for (const locale of LOCALES) {
      it(`${word.dictionary} ${describeForm(form, options, 'en')} (${locale})`, () => {
        const text = explainConjugation(word, form, options, locale);
        for (const m of mentions) expect(text).toContain(m);
        const canonical = conjugate(word, form, options)!.written[0];
        expect(text.includes(canonical) || text.includes(word.dictionary)).toBe(true);
      });
    }
  }

  it('the brief’s examples', () => {
    expect(explainConjugation(w('行く', 'いく', 'godan'), 'past', {}, 'en')).toBe(
      'godan ending く → い + た; 行く is an exception: 行った',
    );
    expect(explainConjugation(w('行く', 'いく', 'godan'), 'past', {}, 'vi')).toBe(
      'động từ nhóm 1 đuôi く → い + た; 行く là ngoại lệ: 行った',
    );
  });
});
