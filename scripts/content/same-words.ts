/**
 * One card per word. Two cards with the same reading are one word when EDICT says so (an entry confirming
 * one has exactly the senses of an entry confirming the other) or when their first English meanings agree.
 * Such a pair is decided by rule:
 * - same spelling: both shown alike once in kana (always a pair to decide), and EDICT or one of their
 *   meanings the same (在る, 有る, ある → ある) → one card, the id of the one written so kept;
 * - okurigana: the same kanji, other okurigana (知合い / 知り合い) → one card, the spelling with the
 *   okurigana written out (today's standard);
 * - kana copy: a kana card of a kanji word (こくせき / 国籍) → the kanji card (the best match when several);
 * - non-standard: other kanji, EDICT's senses, only one spelling marked common (清む / 澄む) → the common one;
 * - distinct by kanji: other kanji, both common (早い / 速い, 上る / 昇る): the kanji tells the sense, two cards;
 * - else undecided: `same-words.json` decides it (merge, keeping which, or distinct), with the reason, and
 *   also overrides a rule's decision. The build fails on an undecided pair.
 * A merged card is at the easiest level of its cards, keeps the id of the card kept and accepts every other
 * spelling and reading.
 */
import type { JlptLevel } from '@/features/content/types';
import type { CardWord } from './card-words';
import { unique } from './card-words';
import type { EdictEntry, EdictIndex } from './edict';
import { confirmingEntries } from './readings';

export type PairKind = 'same spelling' | 'okurigana' | 'kana copy' | 'non-standard' | 'distinct by kanji' | 'undecided';

export interface SameWordPair {
  a: CardWord;
  b: CardWord;
  kind: PairKind;
  /** The id kept when the pair is one card, null when the cards stay two. */
  keep: string | null;
  /** How the pair was found: EDICT's senses (E), the first meaning (M). */
  evidence: string;
}

export interface SameWordsFile {
  /** "idA|idB" (either order) → the id kept and the reason. */
  merge: Record<string, { keep: string; reason: string }>;
  /** "idA|idB" → why they are two words. */
  distinct: Record<string, string>;
}

const hasKanji = (s: string) => /\p{Script=Han}/u.test(s);
const kanjiOf = (s: string) => [...s].filter((c) => hasKanji(c)).join('');
const sensesKey = (e: EdictEntry) => JSON.stringify(e.senses.map((s) => s.glosses));
const plain = (gloss: string) => gloss.toLowerCase().replace(/\([^)]*\)/g, '').replace(/^to /, '').trim();
const firstMeaning = (card: CardWord, meanings: (card: CardWord) => string[]) => plain(meanings(card)[0] ?? '');
const shareAGloss = (a: CardWord, b: CardWord, meanings: (card: CardWord) => string[]) =>
  meanings(a).some((g) => plain(g) !== '' && meanings(b).some((h) => plain(h) === plain(g)));
export const pairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Every pair of cards that may be one word, with the rule's decision (before the curated file). */
export function sameWordPairs(cards: readonly CardWord[], edict: EdictIndex, meanings: (card: CardWord) => string[]): SameWordPair[] {
  const entries = new Map(cards.map((c) => [c.id, confirmingEntries(edict, c.dictionaryForm, c.reading)]));
  const keys = (c: CardWord) => new Set(entries.get(c.id)!.map(sensesKey));
  const common = (c: CardWord) => entries.get(c.id)!.some((e) => e.common);
  const byReading = new Map<string, CardWord[]>();
  for (const c of cards) byReading.set(c.reading, [...(byReading.get(c.reading) ?? []), c]);
  const pairs: SameWordPair[] = [];
  for (const group of byReading.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i], group[j]];
        const kanaA = !hasKanji(a.dictionaryForm);
        const kanaB = !hasKanji(b.dictionaryForm);
        const [ka, kb] = [keys(a), keys(b)];
        // A kana word is read so by every entry of that reading: it is a kanji word's copy only when all are that word's.
        const edictSame =
          kanaA !== kanaB
            ? (kanaA ? ka : kb).size > 0 && [...(kanaA ? ka : kb)].every((k) => (kanaA ? kb : ka).has(k))
            : [...ka].some((k) => kb.has(k));
        const meaningSame = firstMeaning(a, meanings) !== '' && firstMeaning(a, meanings) === firstMeaning(b, meanings);
        // Shown alike (both in kana): always a pair to decide; one word when EDICT or a meaning says so.
        const shownAlike = a.written === b.written;
        if (!edictSame && !meaningSame && !shownAlike) continue;
        const evidence = `${edictSame ? 'E' : ''}${meaningSame ? 'M' : ''}`;
        const easier = b.level > a.level ? b : a;
        let kind: PairKind = 'undecided';
        let keep: string | null = null;
        if (shownAlike && !edictSame && !shareAGloss(a, b, meanings)) {
          kind = 'undecided';
        } else if (shownAlike) {
          kind = 'same spelling';
          keep = [a, b].find((c) => c.id === c.written)?.id ?? easier.id;
        } else if (kanaA !== kanaB) {
          kind = 'kana copy';
          keep = (kanaA ? b : a).id;
        } else if (kanaA && kanaB) {
          kind = 'undecided';
        } else if (kanjiOf(a.dictionaryForm) === kanjiOf(b.dictionaryForm)) {
          kind = 'okurigana';
          keep = [...a.dictionaryForm].length >= [...b.dictionaryForm].length ? a.id : b.id;
        } else if (edictSame && common(a) !== common(b)) {
          kind = 'non-standard';
          keep = common(a) ? a.id : b.id;
        } else if (common(a) && common(b)) {
          kind = 'distinct by kanji';
        }
        pairs.push({ a, b, kind, keep, evidence });
      }
    }
  }
  // A kana card copies one kanji word: the one EDICT and the meaning both say, else the easiest.
  const copies = new Map<string, SameWordPair[]>();
  for (const p of pairs.filter((p) => p.kind === 'kana copy')) {
    const kana = p.keep === p.a.id ? p.b.id : p.a.id;
    copies.set(kana, [...(copies.get(kana) ?? []), p]);
  }
  for (const list of copies.values()) {
    const best = [...list].sort((x, y) => y.evidence.length - x.evidence.length || Math.max(y.a.level, y.b.level) - Math.max(x.a.level, x.b.level))[0];
    for (const p of list) if (p !== best) p.keep = null;
  }
  return pairs;
}

/** The pairs decided by the curated file where it speaks; problems: undecided pairs, stale or odd entries. */
export function decidePairs(pairs: SameWordPair[], file: SameWordsFile, problems: string[]): SameWordPair[] {
  const seen = new Set<string>();
  for (const p of pairs) {
    const key = pairKey(p.a.id, p.b.id);
    const merge = Object.entries(file.merge).find(([k]) => pairKey(...(k.split('|') as [string, string])) === key)?.[1];
    const distinct = Object.entries(file.distinct).find(([k]) => pairKey(...(k.split('|') as [string, string])) === key)?.[1];
    if (merge || distinct !== undefined) seen.add(key);
    if (merge) {
      if (!merge.reason?.trim()) problems.push(`same-words.json merge ${key}: no reason`);
      if (merge.keep !== p.a.id && merge.keep !== p.b.id) problems.push(`same-words.json merge ${key}: keeps ${merge.keep}, not one of the pair`);
      p.keep = merge.keep;
    } else if (distinct !== undefined) {
      if (!distinct.trim()) problems.push(`same-words.json distinct ${key}: no reason`);
      p.keep = null;
    } else if (p.kind === 'undecided') {
      problems.push(`same word? ${p.a.id} (n${p.a.level}, ${p.evidence}) / ${p.b.id} (n${p.b.level}): decide it in same-words.json`);
    }
  }
  for (const k of [...Object.keys(file.merge), ...Object.keys(file.distinct)]) {
    if (!seen.has(pairKey(...(k.split('|') as [string, string])))) problems.push(`same-words.json ${k}: not a pair the check finds`);
  }
  return pairs;
}

/** The cards with each merged group made one: the kept card at the group's easiest level, accepting the rest. */
export function mergeSameWords(cards: readonly CardWord[], pairs: readonly SameWordPair[], problems: string[]): CardWord[] {
  const parent = new Map(cards.map((c) => [c.id, c.id]));
  const root = (id: string): string => (parent.get(id) === id ? id : root(parent.get(id)!));
  const dropped = new Set<string>();
  for (const p of pairs) {
    if (!p.keep) continue;
    const other = p.keep === p.a.id ? p.b.id : p.a.id;
    dropped.add(other);
    parent.set(root(other), root(p.keep));
  }
  const groups = new Map<string, CardWord[]>();
  for (const c of cards) groups.set(root(c.id), [...(groups.get(root(c.id)) ?? []), c]);
  const merged = new Map<string, CardWord>();
  for (const members of groups.values()) {
    if (members.length === 1) continue;
    // Pairs may keep two of a group (在る / 有る keeps 在る, 有る / ある keeps ある): the card written as its id
    // says wins, then the easiest.
    const kept = members
      .filter((m) => !dropped.has(m.id))
      .sort((x, y) => Number(y.id === y.written) - Number(x.id === x.written) || y.level - x.level);
    if (kept.length === 0) {
      problems.push(`same words ${members.map((m) => m.id).join(' / ')}: no card kept; decide which in same-words.json`);
      continue;
    }
    const card = kept[0];
    for (const other of kept.slice(1)) dropped.add(other.id);
    merged.set(card.id, {
      ...card,
      level: Math.max(...members.map((m) => m.level)) as JlptLevel,
      listLevels: unique(members.flatMap((m) => m.listLevels.map(String))).map(Number) as JlptLevel[],
      altWritten: unique(members.flatMap((m) => [m.written, m.dictionaryForm, ...m.altWritten])).filter((w) => w !== card.written),
      altReadings: unique(members.flatMap((m) => [m.reading, ...m.altReadings])).filter((r) => r !== card.reading),
      sources: members.flatMap((m) => m.sources),
    });
  }
  return cards.filter((c) => !dropped.has(c.id)).map((c) => merged.get(c.id) ?? c);
}
