/**
 * Which account this device was last signed in to, remembered from the session read (the header's) so that code
 * running offline, when /api/auth/session cannot answer, still knows whose write it is keeping. A hint for the
 * device's own bookkeeping, never a credential: the server checks the session on every write. Client-only.
 *
 * Data kept on the device for one account only (a copy of its review queue) goes through `saveAccountCopy` /
 * `readAccountCopy`: stored under the account's id, read back only for that id, and all of it cleared when the
 * device signs out (`forgetAccount`). The outbox (./outbox.ts) is not cleared: its entries wait for their account.
 */
const ACCOUNT_KEY = 'kotonoha-account';
const COPY_PREFIX = 'kotonoha-account-copy:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Called with the signed-in user's id whenever the session read answers; null when nobody is signed in. */
export function rememberAccount(userId: string | null): void {
  const store = storage();
  if (!store) return;
  const before = store.getItem(ACCOUNT_KEY);
  if (userId === null) {
    if (before !== null) forgetAccount();
    return;
  }
  // Another account on this device: the previous one's copies go (its outbox entries stay).
  if (before !== null && before !== userId) clearAccountCopies(store);
  store.setItem(ACCOUNT_KEY, userId);
}

/** The account this device was last signed in to, or null (a guest, or not known yet). */
export function knownAccount(): string | null {
  return storage()?.getItem(ACCOUNT_KEY) ?? null;
}

/** Signed out: the account is forgotten with every copy of its data on the device. */
export function forgetAccount(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(ACCOUNT_KEY);
  clearAccountCopies(store);
}

function clearAccountCopies(store: Storage): void {
  for (const key of Object.keys(store)) if (key.startsWith(COPY_PREFIX)) store.removeItem(key);
}

/** Keeps a copy of an account's data (`name` says which) for reading offline. */
export function saveAccountCopy(name: string, userId: string, value: unknown): void {
  try {
    storage()?.setItem(`${COPY_PREFIX}${name}:${userId}`, JSON.stringify(value));
  } catch {
    // Storage full: nothing to read offline, as before.
  }
}

/** The copy kept for this account, or null. Another account's copy is never read. */
export function readAccountCopy<T>(name: string, userId: string): T | null {
  try {
    const raw = storage()?.getItem(`${COPY_PREFIX}${name}:${userId}`);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Whether the browser says it is offline (a send would fail: it is queued straight away). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
