/**
 * Kana where Japanese writes kana: a word EDICT marks "usually written using kana alone" (`uk` on its first
 * sense, on every entry that confirms its spelling and reading) is shown in kana, its kanji spelling kept as
 * an accepted, secondary one (居る → いる, 下さい → ください, 沢山 → たくさん). The card keeps its id, so
 * learners' data stays with it. `kana-spelling.json` lists the few words kept in kanji, each with its reason.
 */
import type { CardWord } from './card-words';
import { unique } from './card-words';
import type { EdictIndex } from './edict';
import { confirmingEntries } from './readings';

const hasKanji = (s: string) => /\p{Script=Han}/u.test(s);

/** Is a spelling and reading usually written in kana, by EDICT? */
export function usuallyKana(edict: EdictIndex, written: string, reading: string): boolean {
  if (!hasKanji(written)) return false;
  const entries = confirmingEntries(edict, written, reading);
  return entries.length > 0 && entries.every((e) => e.usuallyKana);
}

/** The cards with those usually written in kana shown so; problems (a stale exception) are pushed. */
export function inUsualKana(cards: readonly CardWord[], edict: EdictIndex, keptInKanji: Record<string, string>, problems: string[]): CardWord[] {
  const out = cards.map((card) => {
    if (!usuallyKana(edict, card.dictionaryForm, card.reading)) return card;
    if (card.id in keptInKanji) return card;
    return { ...card, written: card.reading, altWritten: unique([card.written, ...card.altWritten]).filter((w) => w !== card.reading) };
  });
  for (const [id, reason] of Object.entries(keptInKanji)) {
    const card = cards.find((c) => c.id === id);
    if (!card || !usuallyKana(edict, card.dictionaryForm, card.reading)) problems.push(`kana-spelling.json: ${id} is not a word EDICT writes in kana`);
    if (!reason.trim()) problems.push(`kana-spelling.json: ${id} has no reason`);
  }
  return out;
}
