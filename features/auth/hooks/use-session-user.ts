'use client';

import { useEffect, useState } from 'react';

import { onSessionChange } from '@/features/auth/session-change';
import { rememberAccount } from '@/lib/offline/account';

interface HeaderUser {
  id?: string;
  name?: string | null;
  email?: string | null;
  image?: string | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'unauthenticated' } | { status: 'authenticated'; user: HeaderUser };

const REFRESH_MS = 5 * 60 * 1000;

/**
 * Who is signed in, from GET /api/auth/session (Auth.js's own endpoint, which also renews the session): read
 * after the page loads, again when the tab comes back and every five minutes. Pages stay static; this is the
 * one place the header learns about the visitor. A failed read (offline, server restarting) keeps what was
 * known, so a network hiccup never looks like a sign-out.
 */
export function useSessionUser(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      try {
        const response = await fetch('/api/auth/session', { cache: 'no-store' });
        if (!response.ok) return;
        const session = (await response.json()) as { user?: HeaderUser } | null;
        if (cancelled) return;
        // Whose writes this device keeps while offline (lib/offline/account.ts).
        rememberAccount(session?.user?.id ?? null);
        setState(session?.user ? { status: 'authenticated', user: session.user } : { status: 'unauthenticated' });
      } catch {
        // Unreachable for now: the next focus or interval reads again.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    const interval = window.setInterval(() => void read(), REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = onSessionChange(() => void read());
    return () => {
      cancelled = true;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, []);

  return state;
}
