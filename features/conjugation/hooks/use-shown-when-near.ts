'use client';

import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * False on the server and through hydration; true once the element `ref` points at comes within a screen of
 * the viewport, or the browser is idle after the page, whichever is first (`show()` makes it true at once).
 * A part below the first screen can then render after the page has hydrated, in a transition React can
 * interrupt, instead of adding to the long hydration task on load (the verb quiz's TBT, bench/misses.md).
 */
export function useShownWhenNear(ref: RefObject<Element | null>): [shown: boolean, show: () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const reveal = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
      rootMargin: '100% 0px',
    });
    if (ref.current) observer.observe(ref.current);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(reveal, { timeout: 3000 })
        : window.setTimeout(reveal, 2000);
    return () => {
      observer.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref, shown]);
  return [shown, () => setShown(true)];
}
