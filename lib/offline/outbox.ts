/**
 * The outbox: writes of a signed-in learner that could not reach the server (offline, or the request failed on the
 * way), kept in local storage until they can. Each entry carries the key its write was made with (the server saves
 * a write once per key, so a send whose answer was lost may be sent again) and the account it belongs to: it is
 * only ever sent while that account is signed in, and names that account so the server refuses it for any other.
 * Client-only; what an entry holds and how it is sent is the caller's (features/offline).
 */
const KEY = 'kotonoha-outbox';
const CHANGED = 'kotonoha:outbox-changed';

export interface OutboxEntry<P = unknown> {
  /** The write's idempotency key: unique, and what the server dedupes on. */
  key: string;
  /** What kind of write (the sender's switch). */
  kind: string;
  /** The user id of the account the write was made in. */
  owner: string;
  payload: P;
  /** When it was queued (epoch ms). */
  at: number;
}

/** What a send came to: gone from the outbox (saved, or refused for good), or kept for a later try. */
export type Delivery = 'done' | 'keep';

function read(): OutboxEntry[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: what is queued lasts for this visit only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Queues a write, once per key (queuing the same write again changes nothing). */
export function enqueue<P>(entry: Omit<OutboxEntry<P>, 'at'>): void {
  const entries = read();
  if (entries.some((e) => e.key === entry.key)) return;
  write([...entries, { ...entry, at: Date.now() }]);
}

/** The entries waiting, oldest first; only one account's when `owner` is given. */
export function pendingEntries(owner?: string): OutboxEntry[] {
  const entries = read();
  return owner === undefined ? entries : entries.filter((e) => e.owner === owner);
}

/** Drops the entries `drop` picks (a write taken back before it was sent). */
export function discardEntries(drop: (entry: OutboxEntry) => boolean): void {
  const entries = read();
  const kept = entries.filter((e) => !drop(e));
  if (kept.length !== entries.length) write(kept);
}

/** Calls `listener` when the outbox changes, in this tab or another. Answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let flushing: Promise<void> | null = null;

/**
 * Sends `owner`'s entries in the order they were made, one at a time. An entry leaves the outbox when its send is
 * done; the first one kept stops the run (later writes wait behind it, so they still arrive in order). One run at a
 * time in this tab, and across tabs where the browser has Web Locks (a second tab's send would be deduplicated by
 * the server anyway).
 */
export function flushOutbox(owner: string, send: (entry: OutboxEntry) => Promise<Delivery>): Promise<void> {
  flushing ??= withLock(async () => {
    for (const entry of pendingEntries(owner)) {
      let outcome: Delivery;
      try {
        outcome = await send(entry);
      } catch {
        outcome = 'keep';
      }
      if (outcome === 'keep') return;
      discardEntries((e) => e.key === entry.key);
    }
  }).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request('kotonoha-outbox', run);
  else await run();
}
