'use client';

/**
 * The account writes that may wait in the outbox (lib/offline/outbox.ts) and the one way every screen sends them:
 * `sendOrKeep`. Client-safe and small: the screens that write import it; the actions load only to send.
 */
import { enqueue, type OutboxEntry } from '@/lib/offline/outbox';
import { isOffline, knownAccount } from '@/lib/offline/account';
import type { GradeInput } from '@/features/review/schemas';
import type { DeckRef } from '@/features/review/card-key';
import type { TestResultInput } from '@/features/exam/schemas';
import type { MissReport } from '@/features/mistakes/schemas';

/** A write as it waits: its payload is exactly what its action takes, with the idempotency key in it. */
export type OfflineWrite =
  | { kind: 'grade'; payload: GradeInput }
  | { kind: 'testResult'; payload: TestResultInput & { idempotencyKey: string } }
  | { kind: 'mistake'; payload: MissReport & { idempotencyKey: string } }
  // "Study with reviews" and "Stop reviewing": the key only names the entry (adding a deck twice adds nothing).
  | { kind: 'addDeck' | 'removeDeck'; payload: DeckRef & { idempotencyKey: string } };

/** An outbox entry of one of these writes. */
export type QueuedWrite = Omit<OutboxEntry, 'kind' | 'payload'> & OfflineWrite;

/** A key for a write (hex, 32 characters: what idempotencyKeySchema takes). */
export function newWriteKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function keyOf(write: OfflineWrite): string {
  return write.payload.idempotencyKey;
}

/**
 * Sends an account's write now, or keeps it in the outbox for that account when the network is away: the browser
 * says it is offline, or the request throws (no answer: it may or may not have arrived, and its key makes a second
 * arrival change nothing). Answers the action's answer, or 'queued'. With no account known on this device (a guest,
 * or a session never read here) a failed request throws as before.
 */
export async function sendOrKeep<R>(write: OfflineWrite, send: () => Promise<R>): Promise<R | 'queued'> {
  const owner = knownAccount();
  const keep = () => {
    enqueue({ key: keyOf(write), kind: write.kind, owner: owner!, payload: write.payload });
    return 'queued' as const;
  };
  if (owner && isOffline()) return keep();
  try {
    return await send();
  } catch (error) {
    if (owner) return keep();
    throw error;
  }
}
