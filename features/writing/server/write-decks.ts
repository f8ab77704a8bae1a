import 'server-only';
import { getSetItems, SET_IDS, type KanjiItem, type Unit } from '@/features/content';
import { kanjiInWords, writePrompt, type WritePrompt } from '../write-prompts';

/**
 * Every built-in kanji by its character: the 2,136 jōyō kanji, exactly those KanjiVG stroke files are shipped
 * for (public/strokes/, written by the same content build), so "has a card" means "can be written".
 */
let byKanji: Map<string, KanjiItem> | null = null;
function builtinKanji(): Map<string, KanjiItem> {
  byKanji ??= new Map(SET_IDS.flatMap((set) => getSetItems('kanji', set) ?? []).map((item) => [item.kanji, item]));
  return byKanji;
}

/** The write mode of a kanji unit: its kanji in teaching order. */
export function unitWritePrompts(unit: Unit<'kanji'>, locale: string): WritePrompt[] {
  return unit.items.map((item) => writePrompt(item, locale));
}

/** The kanji of a custom set's words that can be written, in the order the set first uses them. */
export function writableKanjiOf(words: readonly string[]): string[] {
  const known = builtinKanji();
  return kanjiInWords(words, (char) => known.has(char));
}

/** The write mode of a custom set: the prompts of the kanji its words use. */
export function customSetWritePrompts(words: readonly string[], locale: string): WritePrompt[] {
  const known = builtinKanji();
  return writableKanjiOf(words).map((kanji) => writePrompt(known.get(kanji)!, locale));
}
