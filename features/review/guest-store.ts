/**
 * Where a guest's reviews live: one local-storage entry. Storage can be missing or full (private mode, quota):
 * then the reviews last for the visit only, as the flash-card marks do. Client-only.
 */
import { GUEST_REVIEWS_KEY as KEY } from './guest-presence';
import { emptyGuestReviews, type GuestReviews } from './guest-reviews';

export function loadGuestReviews(): GuestReviews {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return emptyGuestReviews();
    const parsed = JSON.parse(raw) as Partial<GuestReviews>;
    const empty = emptyGuestReviews();
    return {
      decks: Array.isArray(parsed.decks) ? parsed.decks : empty.decks,
      cards: parsed.cards && typeof parsed.cards === 'object' ? parsed.cards : empty.cards,
      logs: Array.isArray(parsed.logs) ? parsed.logs : empty.logs,
      settings: { ...empty.settings, ...(parsed.settings ?? {}) },
    };
  } catch {
    return emptyGuestReviews();
  }
}

export function saveGuestReviews(data: GuestReviews): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Quota or disabled storage: the visit still works.
  }
}

export function clearGuestReviews(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
