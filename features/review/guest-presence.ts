/**
 * Where a guest's reviews are kept on the device, and whether there are any: a module of its own because the
 * header asks this on every page, and the store itself (guest-store.ts) brings the FSRS scheduler with it.
 * Client-only.
 */
export const GUEST_REVIEWS_KEY = 'kotonoha:reviews:v1';

/** Whether this device holds a guest's reviews (cheap: no parse). */
export function hasGuestReviews(): boolean {
  try {
    return window.localStorage.getItem(GUEST_REVIEWS_KEY) !== null;
  } catch {
    return false;
  }
}
