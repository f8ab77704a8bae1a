/**
 * The study view's keyboard shortcuts as plain functions: which key means what, when the focused element keeps
 * the key for itself, and the deck action each shortcut stands for. No React.
 */
import type { DeckAction } from './study-deck';

/** Keys that act on the deck, whichever control inside the study view has focus (unless it needs the key). */
export type Shortcut = 'flip' | 'next' | 'previous' | 'know' | 'learning' | 'pronounce';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

export function shortcutOf(event: KeyPress): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Enter':
      return 'flip';
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'k':
    case 'K':
      return 'know';
    case 'l':
    case 'L':
      return 'learning';
    case 'p':
    case 'P':
      return 'pronounce';
    default:
      return null;
  }
}

/** What each shortcut does to the deck; pronouncing is no deck action (the view speaks the card). */
export const SHORTCUT_ACTIONS: Readonly<Record<Exclude<Shortcut, 'pronounce'>, DeckAction>> = {
  flip: { type: 'flip' },
  next: { type: 'next' },
  previous: { type: 'previous' },
  know: { type: 'mark', mark: 'known' },
  learning: { type: 'mark', mark: 'learning' },
};

/** Whether the focused element should keep the key for itself (typing, toggling, pressing a button). */
export function targetOwnsKey(target: EventTarget | null, shortcut: Shortcut, card: HTMLElement | null): boolean {
  if (!(target instanceof HTMLElement) || target === card) return false;
  if (target.isContentEditable || target.closest('textarea, select, [role="dialog"]')) return true;
  if (target instanceof HTMLInputElement) {
    if (target.type !== 'checkbox' && target.type !== 'radio') return true;
    // Space toggles a checkbox or radio; arrows move between radios.
    return shortcut === 'flip' || (target.type === 'radio' && (shortcut === 'next' || shortcut === 'previous'));
  }
  return shortcut === 'flip' && target.closest('button, a, summary') !== null;
}
