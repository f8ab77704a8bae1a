'use client';

import { useEffect, useEffectEvent } from 'react';

const GUARD = 'kotonohaExamGuard';

function onGuardEntry(): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return state?.[GUARD] === true;
}

/**
 * While `active`, the browser's Back button asks before leaving a test, as Quit does and as a reload does
 * (the browser's own "Leave site?"): a same-page history entry is pushed when the test starts, so Back only
 * pops it and `onBack` can ask. `rearm` pushes it again (the learner kept going); `leave` goes back for real.
 * Next.js keeps its own router state in entries pushed with window.history.pushState, so the page stays put.
 */
export function useBackGuard(active: boolean, onBack: () => void) {
  // The latest `onBack`, for the listener registered once per test.
  const onBackEvent = useEffectEvent(() => onBack());

  useEffect(() => {
    if (!active) return;
    if (!onGuardEntry()) window.history.pushState({ [GUARD]: true }, '', window.location.href);
    const onPopState = () => {
      // Back from the guard: the page is the same, the test still on screen. Ask.
      if (!onGuardEntry()) onBackEvent();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active]);

  return {
    /** The learner chose to keep going: Back asks again next time. */
    rearm() {
      if (!onGuardEntry()) window.history.pushState({ [GUARD]: true }, '', window.location.href);
    },
    /** Leaves the test page the way Back would have. */
    leave() {
      window.history.back();
    },
  };
}
