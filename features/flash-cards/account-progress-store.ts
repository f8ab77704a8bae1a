/**
 * The marks store the study view uses: a signed-in learner's marks live in their account (StudyProgress), so they
 * follow them to every device; the place in the unit (current card, shuffled order, "only still learning") stays
 * on the device. A guest's marks stay on the device and join the account at the first visit of the deck after
 * signing in (the account's mark wins where both have one), and then leave the device, so the next person on a
 * shared computer does not inherit them. Client-only.
 */
import { readOwnData } from '@/lib/http/read-own-data';

import type { Marks } from './study-deck';
import { mergeStudyMarksAction, saveStudyMarksAction } from './server/marks-actions';
import type { MarkDeck } from './marks-schemas';
import { createLocalProgressStore, type DeckKey, type StudyProgressStore } from './progress-store';

function markDeck({ kind, set, unit }: DeckKey): MarkDeck {
  return {
    source: kind === 'custom' ? 'custom' : kind === 'kanji' ? 'kanji' : 'vocabulary',
    setKey: set,
    unitKey: String(unit),
  };
}

const SAVE_DELAY_MS = 600;

/** A read on load is a GET (lib/server/personal-read.ts), answered in the same shape as the merge action. */
async function readMarks(deck: MarkDeck): Promise<{ ok: true; marks: Marks } | { ok: false }> {
  const answer = await readOwnData<{ marks: Marks }>('/api/study-marks', deck);
  return answer === 'unauthorized' ? { ok: false } : { ok: true, marks: answer.marks };
}

export function createAccountProgressStore(
  signedIn: () => boolean = () => document.documentElement.hasAttribute('data-signed-in'),
): StudyProgressStore {
  const local = createLocalProgressStore();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  // Decks whose marks came from the account in this visit: only those are written back to it.
  const fromAccount = new Set<string>();
  const id = (deck: DeckKey) => `${deck.kind}/${deck.set}/${deck.unit}`;

  return {
    async load(deck) {
      const data = await local.load(deck);
      if (!signedIn()) return data;
      const device = Object.keys(data.marks).length > 0;
      const answer = device
        ? await mergeStudyMarksAction(markDeck(deck), { ...data.marks })
        : await readMarks(markDeck(deck));
      if (!answer.ok) return data; // the session ended, or the deck is gone: the device's marks, as a guest's
      fromAccount.add(id(deck));
      if (device) await local.save(deck, { ...data, marks: {} });
      return { ...data, marks: answer.marks };
    },
    async save(deck, data) {
      if (!fromAccount.has(id(deck))) return local.save(deck, data);
      await local.save(deck, { ...data, marks: {} });
      clearTimeout(pending.get(id(deck)));
      // A learner marks cards in quick succession: one write for a run of them.
      pending.set(
        id(deck),
        setTimeout(() => void saveStudyMarksAction(markDeck(deck), { ...data.marks }).catch(() => {}), SAVE_DELAY_MS),
      );
    },
  };
}
