// Telling the header that what the session shows (name, picture) changed in this tab, so it reads the session
// again now rather than at its next refresh (features/auth/hooks/use-session-user.ts). Client-side only.

const SESSION_CHANGED = 'kotonoha:session-changed';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** Calls `listener` on each announcement; returns the function that stops it. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, listener);
  return () => window.removeEventListener(SESSION_CHANGED, listener);
}
