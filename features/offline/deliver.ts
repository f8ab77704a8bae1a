'use client';

/**
 * Sends what the outbox keeps, when the network is back (features/offline/components/offline-status.tsx decides
 * when). Only the signed-in account's entries go, each naming that account, so the server refuses an entry that
 * reaches another session; an answer of "unauthorized" keeps it for its own account. A final refusal (invalid, not
 * found: the card or set is gone) drops it, as the same write made online would have been dropped.
 */
import { flushOutbox, pendingEntries, type Delivery, type OutboxEntry } from '@/lib/offline/outbox';
import { forgetBestScores } from '@/features/exam/best-scores-client';
import { REVIEWS_CHANGED_EVENT } from '@/features/review/review-summary';
import { readAccount } from './session';
import type { QueuedWrite } from './writes';

const FINAL_REFUSALS = new Set(['invalid', 'notFound']);

function deliveryOf(answer: { ok: boolean; error?: string }): Delivery {
  if (answer.ok) return 'done';
  return FINAL_REFUSALS.has(answer.error ?? '') ? 'done' : 'keep';
}

async function send(entry: OutboxEntry): Promise<Delivery> {
  const write = entry as unknown as QueuedWrite;
  const owner = entry.owner;
  switch (write.kind) {
    case 'grade': {
      const { gradeReviewAction } = await import('@/features/review/server/actions');
      const answer = await gradeReviewAction({ ...write.payload, owner });
      if (answer.ok) window.dispatchEvent(new Event(REVIEWS_CHANGED_EVENT));
      return deliveryOf(answer);
    }
    case 'testResult': {
      const { saveTestResult } = await import('@/features/exam/server/actions');
      const answer = await saveTestResult({ ...write.payload, owner });
      if (answer.ok) forgetBestScores();
      return deliveryOf(answer);
    }
    case 'mistake': {
      const { recordMistakeAction } = await import('@/features/mistakes/server/actions');
      return deliveryOf(await recordMistakeAction({ ...write.payload, owner }));
    }
    case 'addDeck':
    case 'removeDeck': {
      const { addDeckAction, removeDeckAction } = await import('@/features/review/server/actions');
      const { kind, deckKey } = write.payload;
      const action = write.kind === 'addDeck' ? addDeckAction : removeDeckAction;
      const answer = await action({ kind, deckKey, owner });
      if (answer.ok) window.dispatchEvent(new Event(REVIEWS_CHANGED_EVENT));
      return deliveryOf(answer);
    }
    default:
      return 'done'; // written by another version of the app: nothing here can send it
  }
}

/** Sends the signed-in account's waiting entries, in order; nothing when nobody is signed in or none wait. */
export async function deliverOutbox(): Promise<void> {
  if (pendingEntries().length === 0) return;
  const account = await readAccount();
  if (!account) return;
  await flushOutbox(account, send);
}
