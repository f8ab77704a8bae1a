// Splits a word into runs for <ruby>: kanji runs get their reading on top, kana runs stand alone.
// 食べる / たべる → [食|た] [べる]; 持って来る / もってくる → [持|も] [って] [来|く] [る].

import { isKanjiChar } from '@/features/japanese/kana';

export interface FuriganaRun {
  text: string;
  /** The reading above a kanji run; absent for kana. */
  reading?: string;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const KATAKANA_TO_HIRAGANA = (s: string) =>
  s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

export function furigana(written: string, reading: string): FuriganaRun[] {
  const runs: FuriganaRun[] = [];
  for (const ch of written) {
    const kanji = isKanjiChar(ch);
    const last = runs[runs.length - 1];
    if (last && (last.reading !== undefined) === kanji) last.text += ch;
    else runs.push(kanji ? { text: ch, reading: '' } : { text: ch });
  }
  if (!runs.some((r) => r.reading !== undefined)) return [{ text: written }];
  // Each kanji run reads as one or more kana; the kana runs must match the reading as they are.
  const pattern = runs.map((r) => (r.reading !== undefined ? '(.+?)' : escape(KATAKANA_TO_HIRAGANA(r.text)))).join('');
  const match = new RegExp(`^${pattern}$`, 'u').exec(KATAKANA_TO_HIRAGANA(reading));
  // Spellings the pattern cannot split (e.g. a reading that does not fit): the whole reading over the whole word.
  if (!match) return [{ text: written, reading }];
  let group = 1;
  return runs.map((r) => (r.reading !== undefined ? { text: r.text, reading: match[group++] } : r));
}
