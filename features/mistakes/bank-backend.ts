'use client';

/**
 * Where the bank is kept for whoever is using the page: the account (server actions, GET /api/mistakes) for a
 * signed-in learner, this device for a guest. Loaded on demand: by the tests and the quiz after a miss, and by
 * the mistakes page.
 */
import { maySignedIn, signedInHint } from '@/lib/auth/signed-in-hint';
import {
  forgetMistakeAction,
  mergeGuestMistakesAction,
  recordMistakeAction,
  removeMistakesAction,
  retryMistakeAction,
} from '@/features/mistakes/server/actions';
import { removeItems, retryItem, sameItem } from '@/features/mistakes/bank';
import { keepOnDevice, loadGuestMistakes, saveGuestMistakes } from '@/features/mistakes/guest-store';
import { guestMistakeSchema, type Mistake, type MissReport } from '@/features/mistakes/schemas';

export type BankOwner = 'account' | 'guest';

/**
 * A miss into the account's bank; one the server refuses as signed out is kept on the device instead. Throws when
 * the request gets no answer (the caller keeps it in the outbox: ./report.ts).
 */
export async function reportMiss(report: MissReport): Promise<void> {
  const answer = await recordMistakeAction(report);
  if (!answer.ok && answer.error === 'unauthorized') {
    const { idempotencyKey: _key, owner: _owner, ...miss } = report;
    keepOnDevice(miss);
  }
}

/** "I was right" (written tests only): the written miss just reported leaves the bank. */
export async function forgetMiss(itemKey: string): Promise<void> {
  if (signedInHint()) {
    const answer = await forgetMistakeAction(itemKey);
    if (answer.ok || answer.error !== 'unauthorized') return;
  }
  saveGuestMistakes(loadGuestMistakes().filter((item) => !sameItem(item, { itemKey, source: 'written' })));
}

/** The whole bank, or null when the account's could not be read (offline, an outage). */
export async function loadBank(): Promise<{ owner: BankOwner; items: Mistake[] } | null> {
  const signedIn = await maySignedIn();
  if (signedIn === null) return null;
  if (!signedIn) return { owner: 'guest', items: loadGuestMistakes() };
  const response = await fetch('/api/mistakes', { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
  if (response?.status === 401) return { owner: 'guest', items: loadGuestMistakes() };
  if (!response?.ok) return null;
  const body = (await response.json()) as { mistakes: Mistake[] };
  return { owner: 'account', items: body.mistakes };
}

/** A retry's answer; false when it could not be saved. */
export async function saveRetry(owner: BankOwner, id: string, correct: boolean): Promise<boolean> {
  if (owner === 'guest') {
    saveGuestMistakes(retryItem(loadGuestMistakes(), id, correct));
    return true;
  }
  const answer = await retryMistakeAction({ id, correct }).catch(() => null);
  return answer?.ok === true;
}

export async function removeFromBank(owner: BankOwner, ids: readonly string[]): Promise<boolean> {
  if (owner === 'guest') {
    saveGuestMistakes(removeItems(loadGuestMistakes(), ids));
    return true;
  }
  const answer = await removeMistakesAction([...ids]).catch(() => null);
  return answer?.ok === true;
}

/**
 * After sign-in or sign-up: the device's bank joins the account, then leaves the device. Sent again (another
 * tab, a retry), it changes nothing. Answers whether anything was sent.
 */
export function mergeDeviceMistakes(): Promise<boolean> {
  // The header and the mistakes page may both ask at once after a sign-in: they share one merge.
  mergeInFlight ??= mergeOnce().finally(() => {
    mergeInFlight = null;
  });
  return mergeInFlight;
}

let mergeInFlight: Promise<boolean> | null = null;

async function mergeOnce(): Promise<boolean> {
  const items = loadGuestMistakes();
  if (items.length === 0) {
    saveGuestMistakes([]);
    return false;
  }
  // An item the server would refuse (written by an older version, edited by hand) is left out, not the batch.
  const valid = items.flatMap(({ id: _id, ...item }) => {
    const parsed = guestMistakeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  const answer = await mergeGuestMistakesAction(valid).catch(() => null);
  if (!answer?.ok) return false; // kept on the device: the next page tries again
  saveGuestMistakes([]);
  return true;
}
