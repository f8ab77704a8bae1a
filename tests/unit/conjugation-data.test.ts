import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADJECTIVES,
  GODAN_VERBS,
  ICHIDAN_VERBS,
  IRREGULAR_VERBS,
  I_ADJECTIVES_LIST,
  NA_ADJECTIVES_LIST,
  VERBS,
  WORDS,
  findWord,
  quizForms,
  wordsAtLevel,
} from '@/features/conjugation/engine/words';
import {
  analyzeWord,
  conjugate,
  CONJUGATION_FORMS,
  GODAN_ENDINGS,
  OPTION_COMBOS,
} from '@/features/conjugation/engine/index';
import {
  checkWordAgainstEdict,
  EDICT_MISSING_MESSAGE,
  EDICT_OVERRIDES,
  EDICT_PATH,
  loadEdict,
  type EdictIndex,
} from '@/scripts/conjugation/edict';

describe('word data: size and coverage', () => {
  it('has at least 300 verbs and 150 adjectives', () => {
    expect(VERBS.length).toBeGreaterThanOrEqual(300);
    expect(ADJECTIVES.length).toBeGreaterThanOrEqual(150);
  });

  it('has all three verb groups and both adjective types', () => {
    expect(GODAN_VERBS.length).toBeGreaterThan(0);
    expect(ICHIDAN_VERBS.length).toBeGreaterThan(0);
    expect(IRREGULAR_VERBS.length).toBeGreaterThan(0);
    expect(I_ADJECTIVES_LIST.length).toBeGreaterThan(0);
    expect(NA_ADJECTIVES_LIST.length).toBeGreaterThan(0);
  });

  it('has godan verbs for every ending う く ぐ す つ ぬ ぶ む る', () => {
    const endings = new Set(GODAN_VERBS.map((w) => w.reading.slice(-1)));
    for (const e of GODAN_ENDINGS) expect(endings.has(e), `godan ending ${e}`).toBe(true);
  });

  it('has every JLPT level 1–5 for verbs (each group) and adjectives (each type)', () => {
    for (const list of [GODAN_VERBS, ICHIDAN_VERBS, IRREGULAR_VERBS, I_ADJECTIVES_LIST, NA_ADJECTIVES_LIST]) {
      const levels = new Set(list.map((w) => w.jlpt));
      expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
    }
    for (const level of [1, 2, 3, 4, 5] as const) expect(wordsAtLevel(level).length).toBeGreaterThan(10);
  });

  it('contains the exceptions the engine must handle', () => {
    const need = [
      '行く:いく',
      'ある:ある',
      '問う:とう',
      '請う:こう',
      'くださる:くださる',
      'いらっしゃる:いらっしゃる',
      'おっしゃる:おっしゃる',
      'なさる:なさる',
      'ござる:ござる',
      'する:する',
      '来る:くる',
      '勉強する:べんきょうする',
      '持って来る:もってくる',
      '愛する:あいする',
      'いい:いい',
      '良い:よい',
      '帰る:かえる',
      '入る:はいる',
      '走る:はしる',
      '知る:しる',
      '切る:きる',
      '要る:いる',
      'くれる:くれる',
    ];
    for (const id of need) expect(findWord(id), id).toBeDefined();
  });

  it('every word has English and Vietnamese meanings', () => {
    for (const w of WORDS) {
      expect(w.meanings.en.trim().length, `${w.id} en`).toBeGreaterThan(0);
      expect(w.meanings.vi.trim().length, `${w.id} vi`).toBeGreaterThan(0);
      expect(w.meanings.vi, `${w.id} vi differs from en`).not.toBe(w.meanings.en);
    }
    // Vietnamese is written with its diacritics: nearly every gloss has at least one
    const withDiacritics = WORDS.filter((w) =>
      /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i.test(w.meanings.vi),
    );
    expect(withDiacritics.length / WORDS.length).toBeGreaterThan(0.95);
  });

  it('has no duplicates', () => {
    const ids = WORDS.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = WORDS.map((w) => `${w.dictionary}|${w.reading}|${w.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('readings are hiragana and levels are 1..5', () => {
    for (const w of WORDS) {
      expect(w.reading, w.id).toMatch(/^[ぁ-ゖー]+$/u);
      expect([1, 2, 3, 4, 5]).toContain(w.jlpt);
    }
  });
});

describe('word data: every word conjugates', () => {
  it('every word can be conjugated in every form and option combination without throwing', () => {
    let produced = 0;
    for (const w of WORDS) {
      expect(() => analyzeWord(w), w.id).not.toThrow();
      for (const form of CONJUGATION_FORMS) {
        for (const options of OPTION_COMBOS) {
          const c = conjugate(w, form, options);
          if (c) produced++;
        }
      }
    }
    expect(produced).toBeGreaterThan(WORDS.length * 10);
  });

  it('every verb has its basic forms and every adjective all adjective forms', () => {
    for (const w of VERBS) {
      if (w.dictionary === 'ござる') continue; // only polite forms
      for (const form of ['negative', 'past', 'te', 'conditional'] as const) {
        expect(conjugate(w, form), `${w.id} ${form}`).not.toBeNull();
      }
    }
    for (const w of ADJECTIVES) {
      for (const form of ['polite', 'negative', 'past', 'te', 'conditional'] as const) {
        for (const options of OPTION_COMBOS) {
          if ((form === 'te' || form === 'conditional') && options.polite) continue;
          expect(conjugate(w, form, options), `${w.id} ${form}`).not.toBeNull();
        }
      }
    }
  });

  it('quiz forms exclude the semantic gaps and keep something to ask', () => {
    for (const w of WORDS) {
      const forms = quizForms(w);
      expect(forms.length, w.id).toBeGreaterThan(0);
      for (const s of w.skip ?? []) expect(forms).not.toContain(s);
    }
    expect(quizForms(findWord('わかる:わかる')!)).not.toContain('potential');
    expect(quizForms(findWord('書く:かく')!)).toContain('potential');
  });

  it("the quiz does not ask ある's imperative or volitional: あれ is literary, あろう a conjecture", () => {
    const aru = findWord('ある:ある')!;
    expect(conjugate(aru, 'command')?.kana).toEqual(['あれ']);
    expect(conjugate(aru, 'volitional')?.kana).toEqual(['あろう']);
    expect(quizForms(aru)).toEqual(['polite', 'past', 'negative', 'te', 'conditional']);
  });

  it('the quiz asks the polite volitional of honorific verbs (なさいましょう)', () => {
    const nasaru = findWord('なさる:なさる')!;
    expect(quizForms(nasaru)).toContain('volitional');
    expect(conjugate(nasaru, 'volitional')).toBeNull();
    expect(conjugate(nasaru, 'volitional', { polite: true })?.kana).toEqual(['なさいましょう']);
  });
});

// Independent check of every word's type against Debian's EDICT
// (/usr/share/edict/edict, EUC-JP; see scripts/conjugation/edict.ts).
describe('word data: types agree with EDICT (independent offline source)', () => {
  let index: EdictIndex;

  it('EDICT is installed', () => {
    // Deliberately a failure, not a skip: CI installs the package.
    expect(existsSync(EDICT_PATH), EDICT_MISSING_MESSAGE).toBe(true);
  });

  beforeAll(() => {
    if (existsSync(EDICT_PATH)) index = loadEdict();
  }, 60_000); // reading the 19 MB dictionary takes seconds on a busy machine

  const check = (list: typeof WORDS) => {
    if (!index) throw new Error(EDICT_MISSING_MESSAGE);
    const problems: string[] = [];
    let overrides = 0;
    for (const w of list) {
      const verdict = checkWordAgainstEdict(index, w);
      if (!verdict.ok) problems.push(verdict.message ?? w.id);
      if (verdict.override) overrides++;
    }
    return { problems, overrides };
  };

  it('loads a plausible EDICT', () => {
    if (!index) throw new Error(EDICT_MISSING_MESSAGE);
    expect(index.size).toBeGreaterThan(100_000);
  });

  it('every verb type (godan by ending, ichidan, する/来る, and the exception classes) matches EDICT', () => {
    const { problems, overrides } = check(VERBS);
    expect(problems).toEqual([]);
    expect(overrides).toBeLessThanOrEqual(Object.keys(EDICT_OVERRIDES).length);
  });

  it('every adjective type (adj-i / adj-ix / adj-na) matches EDICT', () => {
    expect(check(ADJECTIVES).problems).toEqual([]);
  });

  it('the check really detects wrong types', () => {
    if (!index) throw new Error(EDICT_MISSING_MESSAGE);
    const wrong = [
      { dictionary: '帰る', reading: 'かえる', type: 'ichidan' as const },
      { dictionary: '着る', reading: 'きる', type: 'godan' as const },
      { dictionary: '要る', reading: 'いる', type: 'ichidan' as const },
      { dictionary: '綺麗', reading: 'きれい', type: 'na-adjective' as const, ref: '高い' },
      { dictionary: '嫌い', reading: 'きらい', type: 'na-adjective' as const, ref: '嫌う' },
      { dictionary: '書く', reading: 'かく', type: 'godan' as const, ref: '行く' },
    ];
    for (const w of wrong) expect(checkWordAgainstEdict(index, w).ok, w.dictionary).toBe(false);
  });
});
