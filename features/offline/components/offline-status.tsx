'use client';

import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useSyncExternalStore } from 'react';

import { knownAccount } from '@/lib/offline/account';
import { onOutboxChange, pendingEntries } from '@/lib/offline/outbox';

// The sender (and the actions it calls) loads only once something waits.
const deliver = () => import('../deliver').then(({ deliverOutbox }) => deliverOutbox());

/** While entries wait and the network is up, another try this often (a server that was down comes back). */
const RETRY_MS = 30_000;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const countPending = () => {
  const account = knownAccount();
  return account ? pendingEntries(account).length : 0;
};

/**
 * The waiting entries of the account this device is signed in to (another account's wait unseen), read again when
 * the outbox changes and on every render (after a send, which reads the session and may find another account).
 */
function usePending(): number {
  return useSyncExternalStore(onOutboxChange, countPending, () => 0);
}

/**
 * The header's calm note while the network is away or answers wait to be sent, and what sends them: on load, when
 * the network comes back, when the tab comes back, and every half-minute while some wait. Nothing is shown online
 * with nothing waiting.
 */
export function OfflineStatus() {
  const t = useTranslations('offline');
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const pending = usePending();
  // A send may change the account the device knows: render again to count that account's entries.
  const [, recount] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const send = () => {
      if (navigator.onLine) void deliver().then(recount, recount);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    send();
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recount]);

  useEffect(() => {
    if (!online || pending === 0) return;
    const timer = window.setInterval(() => void deliver().catch(() => {}), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, pending]);

  if (online && pending === 0) return null;
  const text = !online
    ? pending > 0
      ? t('offlinePending', { count: pending })
      : t('offline')
    : t('sending', { count: pending });
  const Icon = online ? RefreshCw : CloudOff;
  // A thin strip under the header's row: the whole sentence fits at every width without crowding the navigation.
  return (
    <div className="border-t border-line bg-surface/70">
      <p
        role="status"
        data-testid="offline-status"
        className="mx-auto max-w-6xl px-3 py-1.5 text-center text-xs text-muted sm:px-6"
      >
        {/* Inline with the text: on a phone the sentence wraps and the icon stays next to its first word. */}
        <Icon aria-hidden className="mr-1.5 inline size-3.5 align-[-0.2em]" />
        {text}
      </p>
    </div>
  );
}
