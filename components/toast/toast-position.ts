'use client';

import { useSyncExternalStore } from 'react';

export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

const STORAGE_KEY = 'kotonoha-toast-position';
const listeners = new Set<() => void>();

function isToastPosition(value: unknown): value is ToastPosition {
  return typeof value === 'string' && (TOAST_POSITIONS as readonly string[]).includes(value);
}

function read(): ToastPosition {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isToastPosition(stored) ? stored : DEFAULT_TOAST_POSITION;
  } catch {
    return DEFAULT_TOAST_POSITION;
  }
}

/** Remembers the position for later toasts (a toast's position is remembered). */
export function setToastPosition(position: ToastPosition) {
  try {
    window.localStorage.setItem(STORAGE_KEY, position);
  } catch {
    // Private mode without storage: the position still applies until the page is left.
  }
  current = position;
  listeners.forEach((listener) => listener());
}

let current: ToastPosition | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastPosition(): ToastPosition {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= read()),
    () => DEFAULT_TOAST_POSITION,
  );
}
