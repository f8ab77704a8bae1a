/**
 * The compact dictionary behind the set form's smart paste (features/custom-sets/server/word-lookup.ts): EDICT's
 * common words, English only, for the words the built-in vocabulary does not teach, and the part of speech of
 * every word (built-in ones included) so that a conjugated form can be traced back to its dictionary form.
 *
 * Which entries: every (P) entry; an uncommon reading of a common headword only when it means something else
 * (上手 うわて "upper part" beside じょうず "skillful", but not じょうしゅ, a mere variant of じょうず); and the
 * entries of the built-in words themselves (their part of speech). One entry a line for reviewable diffs:
 * [written, reading, meaning, part-of-speech tags, common (1/0), usually written in kana (1/0)], then the two
 * indexes, by written form and by kana reading.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EdictEntry, EdictIndex } from './edict';
import { byCodePoint } from './japanese';

export const SMART_PASTE_FILE = 'smart-paste-dictionary.json';
const MAX_GLOSSES = 3;

/** A built-in word's spellings and reading (what the dictionary must give a part of speech for). */
export interface BuiltInWord {
  written: string;
  reading: string;
  altWritten?: string[];
}

export type SmartPasteEntry = [written: string, reading: string, meaning: string, pos: string, common: 0 | 1, kana: 0 | 1];

const meaningOf = (entry: EdictEntry) => (entry.senses[0]?.glosses ?? []).slice(0, MAX_GLOSSES).join('; ');
/** The first gloss without its notes: "cat (esp. the domestic cat)" is "cat". */
const firstGloss = (entry: EdictEntry) => (entry.senses[0]?.glosses[0] ?? '').replace(/\s*\([^)]*\)/g, '').trim().toLowerCase();
const AFFIX = new Set(['suf', 'n-suf', 'pref', 'n-pref']);
const KATAKANA = /[\p{Script=Katakana}]/u;

/**
 * An uncommon reading of a common headword worth offering: another sense (上手 うわて), not a variant of the common
 * reading's (猫 ねこま "cat"), an affix (山 さん "Mt."), nor a loan read in katakana (先生 シーサン).
 */
function otherSense(entry: EdictEntry, commonFirstGlosses: ReadonlySet<string>): boolean {
  if (commonFirstGlosses.size === 0 || entry.irregularReading || KATAKANA.test(entry.reading)) return false;
  if (entry.senses.every((sense) => sense.pos.length > 0 && sense.pos.every((tag) => AFFIX.has(tag)))) return false;
  return !commonFirstGlosses.has(firstGloss(entry));
}

function partsOfSpeech(entry: EdictEntry): string {
  return [...new Set(entry.senses.flatMap((sense) => sense.pos))].join(',');
}

/** The entries the smart paste needs, in a stable order (headword, then common first, then reading). */
export function smartPasteEntries(edict: EdictIndex, builtIn: readonly BuiltInWord[]): EdictEntry[] {
  const builtInPairs = new Set(builtIn.flatMap((w) => [w.written, ...(w.altWritten ?? [])].map((s) => `${s}\t${w.reading}`)));
  const kept: EdictEntry[] = [];
  for (const [headword, entries] of edict.byHeadword) {
    const commonFirstGlosses = new Set(entries.filter((e) => e.common).map(firstGloss));
    for (const entry of entries) {
      if (entry.common || otherSense(entry, commonFirstGlosses) || builtInPairs.has(`${headword}\t${entry.reading}`)) {
        if (meaningOf(entry) !== '') kept.push(entry);
      }
    }
  }
  return kept.sort(
    (a, b) => byCodePoint(a.headword, b.headword) || Number(b.common) - Number(a.common) || byCodePoint(a.reading, b.reading),
  );
}

export function writeSmartPasteDictionary(outDir: string, edict: EdictIndex, builtIn: readonly BuiltInWord[]): number {
  const entries = smartPasteEntries(edict, builtIn);
  const byWritten: Record<string, number[]> = {};
  const byKana: Record<string, number[]> = {};
  entries.forEach((entry, index) => {
    (byWritten[entry.headword] ??= []).push(index);
    (byKana[entry.reading] ??= []).push(index);
  });
  const rows = entries.map((e): SmartPasteEntry => [e.headword, e.reading, meaningOf(e), partsOfSpeech(e), e.common ? 1 : 0, e.usuallyKana ? 1 : 0]);
  const text = `{"entries":[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n],\n"byWritten":${JSON.stringify(byWritten)},\n"byKana":${JSON.stringify(byKana)}}\n`;
  writeFileSync(path.join(outDir, SMART_PASTE_FILE), text);
  return entries.length;
}
