// What the conjugation quiz asks: the learner's choices, their defaults and how they are stored.
// Pure module (no React, no I/O); localStorage access lives in the client hook.

import {
  ADJECTIVE_FORMS,
  ADJECTIVE_TYPES,
  CONJUGATION_FORMS,
  VERB_TYPES,
  type ConjugationForm,
  type WordType,
} from '@/features/conjugation/engine';

export type QuizKind = 'verb' | 'adjective';
export type Register = 'plain' | 'polite';
export type Polarity = 'affirmative' | 'negative';
/** Furigana / meaning: shown with the question, or only once it has been answered (a harder drill). */
export type RevealMode = 'always' | 'after';
/** JLPT level: 5 = N5 (easiest) … 1 = N1. */
export type JlptLevel = 1 | 2 | 3 | 4 | 5;

export const REGISTERS: readonly Register[] = ['plain', 'polite'];
export const POLARITIES: readonly Polarity[] = ['affirmative', 'negative'];
export const REVEAL_MODES: readonly RevealMode[] = ['always', 'after'];
/** In the order a learner climbs them: N5 first. */
export const JLPT_LEVELS: readonly JlptLevel[] = [5, 4, 3, 2, 1];

export interface QuizSettings {
  forms: ConjugationForm[];
  groups: WordType[];
  levels: JlptLevel[];
  registers: Register[];
  polarities: Polarity[];
  furigana: RevealMode;
  meaning: RevealMode;
}

/** The forms each page offers. Adjectives only get the forms that exist for them (the engine's list). */
export const KIND_FORMS: Record<QuizKind, readonly ConjugationForm[]> = {
  verb: CONJUGATION_FORMS,
  adjective: ADJECTIVE_FORMS,
};

export const KIND_GROUPS: Record<QuizKind, readonly WordType[]> = {
  verb: VERB_TYPES,
  adjective: ADJECTIVE_TYPES,
};

/**
 * Defaults a first-time learner can start with at once: verbs drill the everyday forms (ます, past,
 * negative, て) that every course teaches first, over N5 + N4 words of every group; adjectives have few
 * forms, so all of them. Furigana and meanings are shown until the learner turns them off.
 */
export function defaultSettings(kind: QuizKind): QuizSettings {
  return {
    forms: kind === 'verb' ? ['polite', 'past', 'negative', 'te'] : [...ADJECTIVE_FORMS],
    groups: [...KIND_GROUPS[kind]],
    levels: [5, 4],
    registers: ['plain', 'polite'],
    polarities: ['affirmative', 'negative'],
    furigana: 'always',
    meaning: 'always',
  };
}

/** One key per page and a version, so a later change of the shape can drop old data cleanly. */
export function settingsStorageKey(kind: QuizKind): string {
  return `kotonoha:conjugation:${kind}:v1`;
}

/** Keeps the allowed values of a stored list, in the canonical order; a missing / broken list → fallback. */
function pickList<T>(value: unknown, allowed: readonly T[], fallback: T[]): T[] {
  if (!Array.isArray(value)) return fallback;
  return allowed.filter((item) => value.includes(item));
}

function pickOne<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads settings from anything (parsed JSON from storage, possibly old, edited or from the other page):
 * unknown values are dropped, missing fields take the default. An empty list stays empty — the learner
 * unticked everything, and the quiz explains why it has nothing to ask rather than silently resetting.
 */
export function parseSettings(raw: unknown, kind: QuizKind): QuizSettings {
  const fallback = defaultSettings(kind);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fallback;
  const r = raw as Record<string, unknown>;
  return {
    forms: pickList(r.forms, KIND_FORMS[kind], fallback.forms),
    groups: pickList(r.groups, KIND_GROUPS[kind], fallback.groups),
    levels: pickList(r.levels, JLPT_LEVELS, fallback.levels),
    registers: pickList(r.registers, REGISTERS, fallback.registers),
    polarities: pickList(r.polarities, POLARITIES, fallback.polarities),
    furigana: pickOne(r.furigana, REVEAL_MODES, fallback.furigana),
    meaning: pickOne(r.meaning, REVEAL_MODES, fallback.meaning),
  };
}

/** Parses the stored JSON text; anything unreadable gives the defaults. */
export function parseStoredSettings(text: string | null, kind: QuizKind): QuizSettings {
  if (!text) return defaultSettings(kind);
  try {
    return parseSettings(JSON.parse(text), kind);
  } catch {
    return defaultSettings(kind);
  }
}

/** The settings that are lists of ticked values, and the values each holds. */
export type ListField = 'forms' | 'groups' | 'levels' | 'registers' | 'polarities';
export type ListItem<F extends ListField> = QuizSettings[F][number];

const CANONICAL: { [F in ListField]: (kind: QuizKind) => readonly ListItem<F>[] } = {
  forms: (kind) => KIND_FORMS[kind],
  groups: (kind) => KIND_GROUPS[kind],
  levels: () => JLPT_LEVELS,
  registers: () => REGISTERS,
  polarities: () => POLARITIES,
};

/** Ticks or unticks one value of a list setting, keeping the canonical order. */
export function toggleSetting<F extends ListField>(
  settings: QuizSettings,
  kind: QuizKind,
  field: F,
  value: ListItem<F>,
  on: boolean,
): QuizSettings {
  const current = settings[field] as readonly ListItem<F>[];
  const order = CANONICAL[field](kind);
  const next = order.filter((item) => (item === value ? on : current.includes(item)));
  return { ...settings, [field]: next };
}
