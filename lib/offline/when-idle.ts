'use client';

/** Runs `task` once the page has loaded and the browser is idle; returns the cancel. */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 2000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
