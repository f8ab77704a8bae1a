/**
 * The Hán Việt of a word reads each kanji with the Hán Việt reading of the sense it has in that word:
 * 銀行 Ngân Hàng, not Ngân Hành; 音楽 Âm Nhạc, not Âm Lạc. Every word whose kanji have several Hán Việt
 * readings is decided by its Japanese reading (楽 がく → Nhạc, らく → Lạc) or by the curated table.
 */
import { describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems } from '@/features/content';
import { hanViet, hanVietWords } from '@/scripts/content/curated';
import { hanVietOfWord, hanVietTableProblems, type HanVietWordSources } from '@/scripts/content/han-viet-words';
import { kanjiFormsInWords } from '@/scripts/content/sources';

const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!);
const readings = hanViet().readings;
const sources: HanVietWordSources = {
  readingsOf: (k) => readings[k] ?? [],
  formsOf: kanjiFormsInWords,
  curated: hanVietWords(),
};
const hasSeveral = (written: string) => [...written].some((c) => (readings[c] ?? []).length > 1);
const card = (id: string) => words.find((w) => w.id === id)!;

describe('Hán Việt of words whose kanji have several readings', () => {
  const several = words.filter((w) => hasSeveral(w.written));

  it('decides every such word, by its reading or the curated table', () => {
    expect(several.length).toBeGreaterThan(600);
    const undecided = several.flatMap((w) => {
      const d = hanVietOfWord(w.id, w.written, w.reading, sources);
      return d.hanViet === null ? [`${w.id}: ${d.undecided}`] : [];
    });
    expect(undecided).toEqual([]);
  });

  it('shows on every card the reading decided for it', () => {
    const wrong = several.flatMap((w) => {
      const d = hanVietOfWord(w.id, w.written, w.reading, sources);
      return d.hanViet !== null && d.hanViet !== w.sinoVietnamese
        ? [`${w.id}: ${w.sinoVietnamese} → ${d.hanViet}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    ['銀行:ぎんこう', 'Ngân Hàng'],
    ['旅行:りょこう', 'Lữ Hành'],
    ['音楽:おんがく', 'Âm Nhạc'],
    ['娯楽:ごらく', 'Ngu Lạc'],
    ['楽しい:たのしい', 'Lạc'],
    ['計画:けいかく', 'Kế Hoạch'],
    ['映画:えいが', 'Ánh Họa'],
    ['興味:きょうみ', 'Hứng Vị'],
    ['復興:ふっこう', 'Phục Hưng'],
    ['社長:しゃちょう', 'Xã Trưởng'],
    ['長い:ながい', 'Trường'],
    ['貿易:ぼうえき', 'Mậu Dịch'],
    ['好き:すき', 'Hiếu'],
    ['首相:しゅしょう', 'Thủ Tướng'],
  ])('%s is %s', (id, expected) => {
    expect(card(id).sinoVietnamese).toBe(expected);
  });

  it('keeps a curated table whose every entry is needed, reads its kanji and says why', () => {
    expect(hanVietTableProblems(words, sources)).toEqual([]);
  });
});
