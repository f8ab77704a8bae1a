/**
 * The greetings and set phrases every course teaches in its first week (content/curated/first-week-n5.json):
 * N5 words whatever level the lists give them, each entry with its reason. An entry names the list word by
 * id and may give the fuller phrase a course teaches (おはよう → おはようございます, the list's form still
 * accepted) with its meanings, or add a phrase on no list (おやすみなさい).
 */
import type { CardWord } from './card-words';
import type { EdictIndex } from './edict';
import { confirmingEntries } from './readings';
import { unique } from './card-words';

export interface FirstWeekEntry {
  id: string;
  /** A phrase on no list: a card of its own. */
  new?: boolean;
  written?: string;
  reading?: string;
  /** Other accepted spellings. */
  accept?: string[];
  meanings?: string[];
  meaningVi?: string;
  reason: string;
}

export const FIRST_WEEK_LEVEL = 5;

/** The cards with the first week's phrases at N5; problems (an unknown id, an entry without its reason) are pushed. */
export function withFirstWeek(words: readonly CardWord[], entries: readonly FirstWeekEntry[], problems: string[]): CardWord[] {
  const out = [...words];
  for (const entry of entries) {
    const where = `first-week-n5.json ${entry.id}`;
    if (!entry.reason?.trim()) problems.push(`${where}: no reason`);
    if (Boolean(entry.meanings) !== Boolean(entry.meaningVi)) problems.push(`${where}: meanings and meaningVi go together`);
    const index = out.findIndex((w) => w.id === entry.id);
    if (entry.new) {
      if (index >= 0) problems.push(`${where}: marked new but the lists have it`);
      if (!entry.written || !entry.reading || !entry.meanings) {
        problems.push(`${where}: a new phrase needs written, reading, meanings and meaningVi`);
        continue;
      }
      out.push({
        id: entry.id,
        level: FIRST_WEEK_LEVEL,
        listLevels: [],
        dictionaryForm: entry.written,
        written: entry.written,
        reading: entry.reading,
        altWritten: unique(entry.accept ?? []),
        altReadings: [],
        gloss: '',
        sources: [],
        meanings: entry.meanings,
        meaningVi: entry.meaningVi,
      });
      continue;
    }
    if (index < 0) {
      problems.push(`${where}: no such word in the lists`);
      continue;
    }
    const word = out[index];
    const written = entry.written ?? word.written;
    const reading = entry.reading ?? word.reading;
    out[index] = {
      ...word,
      level: FIRST_WEEK_LEVEL,
      dictionaryForm: written,
      written,
      reading,
      altWritten: unique([...word.altWritten, word.written, ...(entry.accept ?? [])]).filter((w) => w !== written),
      altReadings: unique([...word.altReadings, word.reading]).filter((r) => r !== reading),
      ...(entry.meanings ? { meanings: entry.meanings, meaningVi: entry.meaningVi } : {}),
    };
  }
  return out;
}

/** The first gloss EDICT gives the week-one greetings and set phrases (an interjection or expression). */
const GREETING_GLOSS =
  /^(good (morning|afternoon|evening|night)|hello|good-?bye|farewell|thank you|thanks|excuse me|pardon me|I'm sorry|how do you do\??|I'm home!?|here I am|welcome home|I'm off|have a good day|thank you for the meal|thank you \(for the meal( just served)?\)|you are welcome|please remember me|please)$/i;

/** What the greeting rule needs of a card. */
export interface GreetingCandidate {
  id: string;
  written: string;
  reading: string;
  altWritten: readonly string[];
}

/**
 * Cards that are a week-one greeting by EDICT: a Japanese phrase (not a loanword such as サンキュー) whose
 * entry's first sense is an interjection or expression glossed as one of the greetings.
 */
export function looksLikeGreeting(card: GreetingCandidate, edict: EdictIndex): boolean {
  if (/^[\p{Script=Katakana}ー]+$/u.test(card.written)) return false;
  return [card.written, ...card.altWritten].some((written) =>
    confirmingEntries(edict, written, card.reading).some((e) => {
      const first = e.senses[0];
      return first !== undefined && first.pos.some((p) => p === 'int' || p === 'exp') && first.glosses.some((g) => GREETING_GLOSS.test(g.trim()));
    }),
  );
}

/**
 * The greetings the rule finds that are neither first-week phrases nor decided otherwise (`later` in
 * first-week-n5.json, with the reason), and decisions about cards the rule does not find.
 */
export function undecidedGreetings(
  cards: readonly GreetingCandidate[],
  edict: EdictIndex,
  file: { words: readonly FirstWeekEntry[]; later: Record<string, string> },
): string[] {
  const firstWeek = new Set(file.words.map((w) => w.id));
  const problems: string[] = [];
  for (const card of cards) {
    if (!looksLikeGreeting(card, edict) || firstWeek.has(card.id)) continue;
    if (!(card.id in file.later)) problems.push(`${card.id} (${card.written}) is a greeting by EDICT: add it to first-week-n5.json, or to "later" with the reason`);
    else if (!file.later[card.id]?.trim()) problems.push(`first-week-n5.json later ${card.id}: no reason`);
  }
  const ids = new Set(cards.map((c) => c.id));
  for (const id of Object.keys(file.later)) if (!ids.has(id)) problems.push(`first-week-n5.json later ${id}: no such word`);
  return problems;
}
