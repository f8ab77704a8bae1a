/**
 * Which forms the conjugation quiz does not ask of a verb, each with its reason. The quiz drills forms people
 * use: not the passive of 過ぎる (過ぎられる), the command of 焼ける (焼けろ) or the causative of 壊れる (one says 壊す).
 *
 * The rules, applied to each verb of content/curated/conjugation-words.tsv:
 * - a class says what the verb is not: `state` (違う, 要る, 過ぎる, 見える) or `nonvolitional` (焼ける, 咲く);
 *   each class leaves out the forms of VERB_CLASSES, for the class's reason;
 * - `pair=焼く` names the transitive verb a non-volitional verb has: that verb says "make it happen", so the
 *   causative (焼けさせる) is not asked;
 * - the passive is asked of a transitive verb (EDICT marks it vt; where EDICT marks neither vi nor vt, the file
 *   says `transitive` or `intransitive`). Of an intransitive verb, and of a non-volitional one, only when the
 *   file gives a sentence people say with it (`passive=雨に降られた`: the adversity passive, or the respectful
 *   先生が来られた); the sentence must use the verb's passive;
 * - `skip=forms|why=reason` leaves out anything else, with its reason.
 * The content build and tests/unit/conjugation-natural-forms.test.ts apply these rules; every problem is named.
 */
import {
  availableForms,
  conjugatePairs,
  CONJUGATION_FORMS,
  type ConjugableWord,
  type ConjugationForm,
} from '@/features/conjugation/engine/index';
import { entriesOfWord, type EdictIndex } from '../conjugation/edict';

export const VERB_CLASSES = {
  state: {
    forms: ['potential', 'passive', 'causative', 'causativePassive', 'command', 'volitional'],
    reason:
      'a state or degree, not an action (違う, 要る, 過ぎる, 見える): nobody does it, so nobody can, is made to, is told to or sets out to do it, and nothing is done to anyone',
  },
  nonvolitional: {
    forms: ['potential', 'command', 'volitional', 'causativePassive', 'passive'],
    reason:
      'something that happens rather than something someone does (焼ける, 咲く): nobody can, is told to or sets out to do it, and it is done to no one',
  },
} as const satisfies Record<string, { forms: readonly ConjugationForm[]; reason: string }>;

export type VerbClass = keyof typeof VERB_CLASSES;
export const VERB_CLASS_NAMES = Object.keys(VERB_CLASSES) as VerbClass[];

/** What the curated file says about a verb's forms (the fields of its line that concern them). */
export interface FormFields {
  verbClass?: VerbClass;
  /** The transitive verb of a non-volitional one (焼ける → 焼く). */
  pair?: string;
  /** A sentence people say with the passive of an intransitive or non-volitional verb (雨に降られた). */
  passive?: string;
  /** Where EDICT marks neither vi nor vt. */
  transitivity?: 'transitive' | 'intransitive';
  skip?: string[];
  why?: string;
}

export interface Exclusion {
  form: ConjugationForm;
  reason: string;
}

type Transitivity = 'transitive' | 'intransitive' | 'unknown';

/** vt in any EDICT entry of the word → transitive; vi only → intransitive; neither → unknown. */
export function edictTransitivity(edict: EdictIndex, word: ConjugableWord & { ref?: string }): Transitivity {
  const tags = entriesOfWord(edict, word).entries.flatMap((e) => [...e.tags]);
  if (tags.includes('vt')) return 'transitive';
  return tags.includes('vi') ? 'intransitive' : 'unknown';
}

/** The stems of a word's passive (降られ, ふられ) in every spelling the quiz may show, for checking an example. */
function passiveStems(word: ConjugableWord & { ref?: string }): string[] {
  const spellings = [word, ...(word.ref ? [{ ...word, dictionary: word.ref }] : [])];
  return spellings.flatMap((w) => {
    try {
      return (conjugatePairs(w, 'passive', {}) ?? []).flatMap((p) => [p.written.slice(0, -1), p.kana.slice(0, -1)]);
    } catch {
      return []; // a ref the engine cannot read as this word gives no spelling
    }
  });
}

/**
 * The forms the quiz leaves out for a verb, each with its reason, in the engine's order; only forms the engine
 * produces for it. `problems` gets every field that is wrong, redundant or missing.
 */
export function verbExclusions(
  word: ConjugableWord & { ref?: string },
  fields: FormFields,
  edict: EdictIndex,
  problems: string[],
): Exclusion[] {
  const name = word.dictionary;
  const exists = availableForms(word);
  const reasons = new Map<ConjugationForm, string>();
  const add = (form: ConjugationForm, reason: string) => {
    if (exists.includes(form) && !reasons.has(form)) reasons.set(form, reason);
  };
  const cls = fields.verbClass ? VERB_CLASSES[fields.verbClass] : null;
  const byClass = (form: ConjugationForm) => (cls?.forms as readonly ConjugationForm[] | undefined)?.includes(form) ?? false;

  if ((fields.skip === undefined) !== (fields.why === undefined)) problems.push(`${name}: skip= and why= go together`);
  for (const skipped of fields.skip ?? []) {
    const form = CONJUGATION_FORMS.find((known) => known === skipped);
    if (!form) problems.push(`${name}: skip=${skipped}, no such form`);
    else if (byClass(form)) problems.push(`${name}: skip=${form} is already left out by its class ${fields.verbClass}`);
    else if (!exists.includes(form)) problems.push(`${name}: skip=${form}, a form the engine does not give it`);
    else if (fields.why) add(form, fields.why);
  }

  if (fields.pair !== undefined) {
    if (fields.verbClass !== 'nonvolitional') problems.push(`${name}: pair= is for non-volitional verbs`);
    const pairTags = (edict.byHeadword.get(fields.pair) ?? []).flatMap((e) => [...e.tags]);
    if (!pairTags.includes('vt')) problems.push(`${name}: pair=${fields.pair} is not a transitive verb in EDICT`);
    const causative = conjugatePairs(word, 'causative', {})?.[0]?.written ?? 'its causative';
    add('causative', `the transitive verb ${fields.pair} says "make it happen": ${causative} is not said`);
  }

  const edictSays = edictTransitivity(edict, word);
  if (fields.transitivity && edictSays !== 'unknown') {
    problems.push(`${name}: EDICT already marks it ${edictSays}; drop "${fields.transitivity}"`);
  }
  const transitivity = edictSays === 'unknown' ? (fields.transitivity ?? 'unknown') : edictSays;

  if (fields.passive !== undefined) {
    if (fields.verbClass === 'state' || fields.skip?.includes('passive')) {
      problems.push(`${name}: passive= given, but its passive is left out`);
    } else if (transitivity === 'transitive' && !cls) {
      problems.push(`${name}: transitive, so its passive needs no example; drop passive=`);
    }
    const stems = passiveStems(word);
    if (!stems.some((stem) => fields.passive!.includes(stem))) {
      problems.push(`${name}: the example "${fields.passive}" does not use its passive (${stems[0]}る)`);
    }
  }

  for (const form of cls?.forms ?? []) {
    if (form === 'passive' && fields.passive !== undefined) continue;
    add(form, cls!.reason);
  }
  if (exists.includes('passive') && !reasons.has('passive') && fields.passive === undefined) {
    if (transitivity === 'intransitive') {
      const source = edictSays === 'intransitive' ? 'EDICT: vi' : 'marked intransitive';
      add('passive', `intransitive (${source}): nothing is done to anyone, and no passive people say is listed`);
    } else if (transitivity === 'unknown') {
      problems.push(
        `${name}: EDICT marks it neither vi nor vt; say transitive or intransitive, or give passive= (a sentence people say)`,
      );
    }
  }
  return exists.filter((form) => reasons.has(form)).map((form) => ({ form, reason: reasons.get(form)! }));
}
