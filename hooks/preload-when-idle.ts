'use client';

import { useEffect } from 'react';

/**
 * Loads `load` (a dynamic import) once the browser has nothing else to do after the page: code that a
 * screen needs only after an action (a dialog, a form's validation) stays out of its first load, and is
 * there by the time the learner acts.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => {}); // offline: the first real use tries again
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(id);
  }, [load]);
}
