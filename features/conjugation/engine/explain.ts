/**
 * One-line explanations of the conjugation rule that applies, in English and
 * Vietnamese, plus the names of the forms for quiz prompts (./form-labels.ts).
 * The words live in ./explain-phrases.ts, the stem and ending of each verb form
 * in ./explain-verb-rule.ts.
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
import { PHRASES } from './explain-phrases';
import { godanStemText, verbRule } from './explain-verb-rule';
import { describeForm, type Locale } from './form-labels';
import {
  analyzeWord,
  conjugate,
  godanRow,
  type ConjugableWord,
  type ConjugationForm,
  type ConjugationOptions,
} from './index';

export { describeForm, FORM_LABELS, type Locale } from './form-labels';

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
  const t = PHRASES[locale];
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
      const plan = verbRule(form, polite, negative);
      const head = plan.stem === 'dict' ? `${t.godanVerb}:` : t.godanEnding;
      let rule = `${head} ${godanStemText(a, plan.stem, t)}${plan.godan ? ' + ' + plan.godan : ''}`;
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
      if (a.exception === 'aru' && form === 'command') notes.push(t.literaryCommand(w, canonical));
      if (result.written.length > 1 && a.exception === 'honorific' && (plan.stem === 'te' || plan.stem === 'ta')) {
        notes.push(t.alsoShort(result.written[1]));
      }
      if (a.looksIchidan) notes.push(t.looksIchidan(w));
      return join(rule, notes);
    }
    case 'ichidan': {
      const plan = verbRule(form, polite, negative);
      const base = plan.stem === 'dict' ? t.dictForm : t.dropRu;
      let rule = `${t.ichidan}: ${base} + ${plan.ichidan}`;
      if (plan.alt?.ichidan) {
        rule +=
          plan.alt.label === 'or' ? ` (${t.or} ${plan.alt.ichidan})` : ` (${t.writtenStyle}: ${plan.alt.ichidan})`;
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
