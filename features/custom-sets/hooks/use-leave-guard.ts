'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useBackGuard } from '@/features/exam/hooks/use-back-guard';

/** Links marked with this attribute leave without asking (e.g. "Log in" after a lost session: the draft is kept). */
export const LEAVE_FREELY = { 'data-leave-freely': '' } as const;

/**
 * While `active` (the form holds unsaved changes), leaving the page asks first:
 *  - a reload, closing the tab or a link to another site: the browser's own "Leave site?" (beforeunload);
 *  - a link inside the app: its click is held and `ask` opens our dialog. Next.js's App Router has no
 *    navigation events to veto, so clicks on links are caught before React sees them (a capturing listener on
 *    window), as the router would otherwise navigate at once;
 *  - the browser's Back button: a same-page history entry absorbs it (features/exam/hooks/use-back-guard.ts).
 * `pending` is the leave the dialog is asking about: `proceed()` goes on with it, `stay()` cancels it.
 */
export function useLeaveGuard(active: boolean) {
  const router = useRouter();
  const activeRef = useRef(active);
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  const pendingRef = useRef(pending);
  // Set by stay(), cleared by proceed(): the dialog closes (stay) just before it confirms (proceed).
  const rearmRef = useRef(false);
  const back = useBackGuard(active, () => setPending({ go: () => back.leave() }));

  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    pendingRef.current = pending;
    if (pending === null && rearmRef.current) {
      rearmRef.current = false;
      back.rearm();
    }
  }, [pending, back]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('data-leave-freely')) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site: beforeunload asks
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ go: () => router.push(`${url.pathname}${url.search}${url.hash}`) });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [router]);

  return {
    /** Whether the dialog should ask. */
    asking: pending !== null,
    /** Leaves after all (the caller discards the changes first). */
    proceed() {
      const leave = pendingRef.current;
      activeRef.current = false;
      rearmRef.current = false;
      setPending(null);
      leave?.go();
    },
    /** Stays on the form; Back asks again next time. */
    stay() {
      rearmRef.current = true;
      setPending(null);
    },
    /** Stops asking, for a navigation the form starts itself (a discarded draft). */
    release() {
      activeRef.current = false;
    },
  };
}
