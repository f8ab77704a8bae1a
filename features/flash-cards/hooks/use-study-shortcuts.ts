'use client';

import { useEffect, useEffectEvent, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { shortcutOf, targetOwnsKey, type Shortcut } from '@/features/flash-cards/study-shortcuts';

/**
 * Keyboard shortcuts for the study view under `rootRef`. Inside the view they act unless the focused control
 * needs the key (the returned handler goes on the root); with nothing focused (after a click on the page) they
 * act while the view is on screen. `cardRef` is the flip card, which keeps no key for itself.
 */
export function useStudyShortcuts(
  rootRef: RefObject<HTMLElement | null>,
  cardRef: RefObject<HTMLElement | null>,
  onShortcut: (shortcut: Shortcut) => void,
) {
  // The latest handler, for the document-level listener registered once.
  const onShortcutEvent = useEffectEvent((shortcut: Shortcut) => onShortcut(shortcut));

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let inView = false;
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry.isIntersecting;
    });
    observer.observe(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !inView) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      onShortcutEvent(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef]);

  return function onRootKeyDown(event: ReactKeyboardEvent<HTMLElement>) {
    const shortcut = shortcutOf(event);
    if (!shortcut || targetOwnsKey(event.target, shortcut, cardRef.current)) return;
    event.preventDefault();
    onShortcut(shortcut);
  };
}
