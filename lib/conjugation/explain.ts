/**
 * One-line explanations of the conjugation rule that applies, in English and
 * Vietnamese, plus the names of the forms for quiz prompts.
 *
 *   explainConjugation(行く, 'past', {}, 'en') → "godan ending く → い + た; 行く is an exception: 行った"
 *   explainConjugation(行く, 'past', {}, 'vi') → "động từ nhóm 1 đuôi く → い + た; 行く là ngoại lệ: 行った"
 *   describeForm('past', { polite: true, negative: true }, 'vi') → "quá khứ · lịch sự · phủ định"
 *
 * Vietnamese terminology follows Vietnamese Japanese-language textbooks
 * (Minna no Nihongo): godan = động từ nhóm 1, ichidan = động từ nhóm 2,
 * する/来る = động từ nhóm 3 (bất quy tắc), tính từ đuôi い / đuôi な.
 * Pure; no I/O.
 */
import {
  analyzeWord,
  conjugate,
  godanRow,
  type ConjugableWord,
  type ConjugationForm,
  type ConjugationOptions,
  type WordAnalysis,
} from './index';

export type Locale = 'en' | 'vi';

export const FORM_LABELS: Readonly<Record<Locale, Record<ConjugationForm, string>>> = {
  en: {
    polite: 'polite',
    past: 'past',
    negative: 'negative',
    te: 'te-form',
    command: 'imperative',
    conditional: 'conditional (ば)',
    potential: 'potential',
    passive: 'passive',
    causative: 'causative',
    causativePassive: 'causative-passive',
    volitional: 'volitional',
  },
  vi: {
    polite: 'lịch sự',
    past: 'quá khứ',
    negative: 'phủ định',
    te: 'thể て',
    command: 'mệnh lệnh',
    conditional: 'điều kiện (ば)',
    potential: 'khả năng',
    passive: 'bị động',
    causative: 'sai khiến',
    causativePassive: 'bị động sai khiến',
    volitional: 'ý chí',
  },
};

const OPTION_LABELS: Readonly<Record<Locale, { polite: string; negative: string }>> = {
  en: { polite: 'polite', negative: 'negative' },
  vi: { polite: 'lịch sự', negative: 'phủ định' },
};

/** Name of a form with its options for the quiz prompt: "past · polite · negative". */
export function describeForm(form: ConjugationForm, options: ConjugationOptions = {}, locale: Locale = 'en'): string {
  const parts = [FORM_LABELS[locale][form]];
  if (options.polite && form !== 'polite') parts.push(OPTION_LABELS[locale].polite);
  if (options.negative && form !== 'negative') parts.push(OPTION_LABELS[locale].negative);
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------

type Stem = 'a' | 'i' | 'e' | 'o' | 'te' | 'ta' | 'dict';
interface Plan {
  stem: Stem;
  /** suffix after the godan stem */
  godan: string;
  /** suffix after the ichidan stem (る dropped); with stem 'dict', after the dictionary form */
  ichidan: string;
  /** accepted alternative, shown in brackets */
  alt?: { godan?: string; ichidan?: string; label: 'or' | 'writtenStyle' };
  derived?: 'potential' | 'passive' | 'causative' | 'causativePassive';
}

function derivedEnding(polite: boolean, negative: boolean): string {
  return polite ? (negative ? 'ません' : 'ます') : negative ? 'ない' : 'る';
}

function verbPlan(form: ConjugationForm, polite: boolean, negative: boolean): Plan {
  switch (form) {
    case 'polite':
      return { stem: 'i', godan: negative ? 'ません' : 'ます', ichidan: negative ? 'ません' : 'ます' };
    case 'past':
      if (polite) {
        const s = negative ? 'ませんでした' : 'ました';
        return { stem: 'i', godan: s, ichidan: s };
      }
      return negative ? { stem: 'a', godan: 'なかった', ichidan: 'なかった' } : { stem: 'ta', godan: '', ichidan: 'た' };
    case 'negative':
      return polite ? { stem: 'i', godan: 'ません', ichidan: 'ません' } : { stem: 'a', godan: 'ない', ichidan: 'ない' };
    case 'te':
      return negative
        ? { stem: 'a', godan: 'なくて', ichidan: 'なくて', alt: { godan: 'ないで', ichidan: 'ないで', label: 'or' } }
        : { stem: 'te', godan: '', ichidan: 'て' };
    case 'command':
      if (polite) return { stem: 'i', godan: 'なさい', ichidan: 'なさい' };
      if (negative) return { stem: 'dict', godan: 'な', ichidan: 'な' };
      return { stem: 'e', godan: '', ichidan: 'ろ', alt: { ichidan: 'よ', label: 'writtenStyle' } };
    case 'conditional':
      return negative ? { stem: 'a', godan: 'なければ', ichidan: 'なければ' } : { stem: 'e', godan: 'ば', ichidan: 'れば' };
    case 'potential': {
      const end = derivedEnding(polite, negative);
      return { stem: 'e', godan: end, ichidan: 'られ' + end, derived: 'potential' };
    }
    case 'passive': {
      const end = derivedEnding(polite, negative);
      return { stem: 'a', godan: 'れ' + end, ichidan: 'られ' + end, derived: 'passive' };
    }
    case 'causative': {
      const end = derivedEnding(polite, negative);
      return { stem: 'a', godan: 'せ' + end, ichidan: 'させ' + end, derived: 'causative' };
    }
    case 'causativePassive': {
      const end = derivedEnding(polite, negative);
      return {
        stem: 'a',
        godan: 'せられ' + end,
        ichidan: 'させられ' + end,
        alt: { godan: 'され' + end, label: 'or' },
        derived: 'causativePassive',
      };
    }
    case 'volitional':
      return polite ? { stem: 'i', godan: 'ましょう', ichidan: 'ましょう' } : { stem: 'o', godan: 'う', ichidan: 'よう' };
  }
}

const T = {
  en: {
    godanEnding: 'godan ending',
    godanVerb: 'godan',
    ichidan: 'ichidan',
    dropRu: 'drop る',
    dictForm: 'dictionary form',
    or: 'or',
    writtenStyle: 'written style',
    short: 'short',
    noShortSu: 'no short form for verbs in す',
    derivedNote: {
      potential: 'potential verbs conjugate like ichidan verbs',
      passive: 'passive verbs conjugate like ichidan verbs',
      causative: 'causative verbs conjugate like ichidan verbs',
      causativePassive: 'causative-passive verbs conjugate like ichidan verbs',
    },
    exception: (w: string, form: string) => `${w} is an exception: ${form}`,
    looksIchidan: (w: string) => `${w} looks ichidan but is godan`,
    raNuki: (x: string, std: string) => `ら抜き ${x} (for ${std}) is colloquial, not accepted`,
    honorificMasu: (w: string, x: string) => `${w} is an exception: る → い before ます (${x})`,
    honorificCommand: (w: string, x: string) => `${w} is an exception: imperative ${x}`,
    alsoShort: (x: string) => `also ${x}`,
    suru: 'irregular する',
    suruCompound: (p: string) => `する verb (${p} + する)`,
    kuru: 'irregular 来る',
    kuruCompound: (w: string) => `irregular 来る in ${w}`,
    godanized: (w: string, twin: string) => `${w} is a single-kanji する verb that also follows godan ${twin}`,
    alsoAccepted: 'also accepted',
    iAdj: 'i-adjective',
    naAdj: 'na-adjective',
    dropI: 'drop い',
    stem: 'stem',
    ii: (w: string, x: string) => `${w} is an exception: いい → よ (${x})`,
    none: (w: string, f: string) => `${w} has no ${f} form`,
    gozaruOnlyPolite: (w: string) => `${w} is only used in polite forms (ございます)`,
    honorificNone: (w: string, f: string) => `${w} is an honorific verb and has no ${f} form`,
    aruNone: (w: string, f: string) => `${w} has no ${f} form`,
    adjNone: (f: string, kind: string) => `${kind}s have no ${f} form`,
  },
  vi: {
    godanEnding: 'động từ nhóm 1 đuôi',
    godanVerb: 'động từ nhóm 1',
    ichidan: 'động từ nhóm 2',
    dropRu: 'bỏ る',
    dictForm: 'thể từ điển',
    or: 'hoặc',
    writtenStyle: 'văn viết',
    short: 'dạng rút gọn',
    noShortSu: 'động từ đuôi す không có dạng rút gọn',
    derivedNote: {
      potential: 'động từ thể khả năng chia như động từ nhóm 2',
      passive: 'động từ thể bị động chia như động từ nhóm 2',
      causative: 'động từ thể sai khiến chia như động từ nhóm 2',
      causativePassive: 'động từ thể bị động sai khiến chia như động từ nhóm 2',
    },
    exception: (w: string, form: string) => `${w} là ngoại lệ: ${form}`,
    looksIchidan: (w: string) => `${w} trông giống nhóm 2 nhưng là động từ nhóm 1`,
    raNuki: (x: string, std: string) => `dạng bỏ ら ${x} (thay cho ${std}) là văn nói, không được chấp nhận`,
    honorificMasu: (w: string, x: string) => `${w} là ngoại lệ: る → い trước ます (${x})`,
    honorificCommand: (w: string, x: string) => `${w} là ngoại lệ: mệnh lệnh là ${x}`,
    alsoShort: (x: string) => `cũng nói ${x}`,
    suru: 'động từ bất quy tắc する',
    suruCompound: (p: string) => `động từ nhóm 3 (${p} + する)`,
    kuru: 'động từ bất quy tắc 来る',
    kuruCompound: (w: string) => `động từ bất quy tắc 来る trong ${w}`,
    godanized: (w: string, twin: string) => `${w} là động từ する một chữ Hán, chia giống động từ nhóm 1 ${twin}`,
    alsoAccepted: 'cũng được chấp nhận',
    iAdj: 'tính từ đuôi い',
    naAdj: 'tính từ đuôi な',
    dropI: 'bỏ い',
    stem: 'gốc',
    ii: (w: string, x: string) => `${w} là ngoại lệ: いい → よ (${x})`,
    none: (w: string, f: string) => `${w} không có dạng ${f}`,
    gozaruOnlyPolite: (w: string) => `${w} chỉ dùng ở dạng lịch sự (ございます)`,
    honorificNone: (w: string, f: string) => `${w} là động từ tôn kính, không có dạng ${f}`,
    aruNone: (w: string, f: string) => `${w} không có dạng ${f}`,
    adjNone: (f: string, kind: string) => `${kind} không có dạng ${f}`,
  },
} as const;

function stemText(a: Extract<WordAnalysis, { kind: 'godan' }>, stem: Stem, t: (typeof T)[Locale]): string {
  const r = godanRow(a.ending);
  switch (stem) {
    case 'a':
    case 'i':
    case 'e':
    case 'o':
      return `${a.ending} → ${r[stem]}`;
    case 'te':
      return `${a.ending} → ${r.te.slice(0, -1)} + ${r.te.slice(-1)}`;
    case 'ta':
      return `${a.ending} → ${r.ta.slice(0, -1)} + ${r.ta.slice(-1)}`;
    case 'dict':
      return t.dictForm;
  }
}

function join(rule: string, notes: string[]): string {
  return [rule, ...notes].join('; ');
}

/**
 * A one-line explanation of the rule that gives `form` (with `options`) of `word`.
 * Throws ConjugationError for malformed words, like conjugate().
 */
export function explainConjugation(
  word: ConjugableWord,
  form: ConjugationForm,
  options: ConjugationOptions = {},
  locale: Locale = 'en',
): string {
  const t = T[locale];
  const a = analyzeWord(word);
  const polite = options.polite === true;
  const negative = options.negative === true;
  const result = conjugate(word, form, options);
  const formName = describeForm(form, options, locale);
  const w = word.dictionary;

  if (!result) {
    if (a.kind === 'i-adjective') return t.adjNone(formName, t.iAdj);
    if (a.kind === 'na-adjective') return t.adjNone(formName, t.naAdj);
    if (a.kind === 'godan' && a.exception === 'gozaru') return t.gozaruOnlyPolite(w);
    if (a.kind === 'godan' && a.exception === 'honorific') return t.honorificNone(w, formName);
    if (a.kind === 'godan' && a.exception === 'aru') return t.aruNone(w, formName);
    return t.none(w, formName);
  }
  const canonical = result.written[0];
  const canonicalKana = result.kana[0];
  const notes: string[] = [];

  switch (a.kind) {
    case 'godan': {
      const plan = verbPlan(form, polite, negative);
      const head = plan.stem === 'dict' ? `${t.godanVerb}:` : t.godanEnding;
      let rule = `${head} ${stemText(a, plan.stem, t)}${plan.godan ? ' + ' + plan.godan : ''}`;
      if (plan.derived === 'causativePassive') {
        rule +=
          a.ending === 'す'
            ? ` (${t.noShortSu})`
            : ` (${t.short}: ${a.ending} → ${godanRow(a.ending).a} + ${plan.alt?.godan})`;
      } else if (plan.alt?.godan && result.written.length > 1) {
        rule += ` (${t.or} ${plan.alt.godan})`;
      }
      if (plan.derived && (polite || negative)) notes.push(t.derivedNote[plan.derived]);
      const usesMasuStem = plan.stem === 'i';
      if (a.exception === 'iku' && (plan.stem === 'te' || plan.stem === 'ta')) notes.push(t.exception(w, canonical));
      if (a.exception === 'tou' && (plan.stem === 'te' || plan.stem === 'ta')) notes.push(t.exception(w, canonical));
      if (a.exception === 'aru' && plan.stem === 'a') notes.push(t.exception(w, canonical));
      if ((a.exception === 'honorific' || a.exception === 'gozaru') && usesMasuStem) {
        notes.push(t.honorificMasu(w, canonical));
      }
      if (a.exception === 'honorific' && form === 'command' && !polite && !negative) {
        notes.push(t.honorificCommand(w, canonical));
      }
      if (result.written.length > 1 && a.exception === 'honorific' && (plan.stem === 'te' || plan.stem === 'ta')) {
        notes.push(t.alsoShort(result.written[1]));
      }
      if (a.looksIchidan) notes.push(t.looksIchidan(w));
      return join(rule, notes);
    }
    case 'ichidan': {
      const plan = verbPlan(form, polite, negative);
      const base = plan.stem === 'dict' ? t.dictForm : t.dropRu;
      let rule = `${t.ichidan}: ${base} + ${plan.ichidan}`;
      if (plan.alt?.ichidan) {
        rule += plan.alt.label === 'or' ? ` (${t.or} ${plan.alt.ichidan})` : ` (${t.writtenStyle}: ${plan.alt.ichidan})`;
      }
      if (plan.derived && (polite || negative)) notes.push(t.derivedNote[plan.derived]);
      if (plan.derived === 'potential') notes.push(t.raNuki(canonical.replace(/られ(?=[るなま])/, 'れ'), canonical));
      if (a.exception === 'kureru' && form === 'command' && !polite && !negative) {
        notes.push(t.exception(w, canonical));
      }
      return join(rule, notes);
    }
    case 'suru': {
      const suffixKana = canonicalKana.slice(a.prefix.kana.length);
      if (a.godanized) {
        const twin = a.prefix.written + 'す';
        notes.push(t.godanized(w, twin));
        const rule = `${w} → ${canonical}`;
        if (result.written.length > 1) notes.push(`${t.alsoAccepted}: ${result.written.slice(1).join(', ')}`);
        return join(rule, notes);
      }
      if (a.prefix.kana === '') return `${t.suru}: する → ${suffixKana}`;
      return join(`${t.suruCompound(a.prefix.written)}: する → ${suffixKana}`, [`${w} → ${canonical}`]);
    }
    case 'kuru': {
      const rule = `${a.prefix.kana === '' ? t.kuru : t.kuruCompound(w)}: ${w} (${word.reading}) → ${canonical} (${canonicalKana})`;
      if (form === 'potential') notes.push(t.raNuki(canonical.replace(/られ(?=[るなま])/, 'れ'), canonical));
      return join(rule, notes);
    }
    case 'i-adjective': {
      let rule: string;
      if (form === 'polite' && !negative) rule = `${t.iAdj}: ${w} + です`;
      else {
        const suffix = suffixAfterStem(result.kana, a.stem.kana);
        rule = `${t.iAdj}: ${t.dropI} + ${suffix[0]}${suffix.length > 1 ? ` (${t.or} ${suffix.slice(1).join(', ')})` : ''}`;
      }
      if (a.ii && !(form === 'polite' && !negative)) notes.push(t.ii(w, canonical));
      return join(rule, notes);
    }
    case 'na-adjective': {
      const suffix = suffixAfterStem(result.kana, a.stem.kana);
      return `${t.naAdj}: ${t.stem} + ${suffix[0]}${suffix.length > 1 ? ` (${t.or} ${suffix.slice(1).join(', ')})` : ''}`;
    }
  }
}

function suffixAfterStem(kana: string[], stem: string): string[] {
  return kana.map((k) => (k.startsWith(stem) ? k.slice(stem.length) : k));
}
