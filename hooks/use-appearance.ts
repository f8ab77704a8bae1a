'use client';

import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  APPEARANCE_COOKIE_MAX_AGE,
  DEFAULT_APPEARANCE,
  PRIMARY_COLOR_COOKIE,
  THEME_COOKIE,
  isPrimaryColor,
  type Appearance,
  type PrimaryColor,
  type Theme,
} from '@/lib/appearance/appearance';

// The look lives on <html> (class "dark", data-primary), where the first-paint script in <head> put the
// visitor's choice; this hook reads it from there and writes changes back, to <html> at once and to the
// cookies for the next page. Server rendering and hydration see the defaults, the page's one HTML body.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A string, so that an unchanged look is an unchanged snapshot. */
function snapshot(): string {
  const html = document.documentElement;
  return `${html.classList.contains('dark') ? 'dark' : 'light'} ${html.dataset.primary ?? ''}`;
}

const serverSnapshot = () => `${DEFAULT_APPEARANCE.theme} ${DEFAULT_APPEARANCE.primaryColor}`;

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${APPEARANCE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function changed() {
  for (const listener of listeners) listener();
}

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/**
 * Re-applies the visitor's look after React rendered <html> itself (a 404 or an error screen is rendered in
 * the browser from an error shell that the first-paint script never ran in, and React resets <html>'s
 * attributes to the default look). Runs before the browser paints; does nothing on an ordinary page.
 */
export function AppearanceRestore() {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const light = readCookie(THEME_COOKIE) === 'light';
    const color = readCookie(PRIMARY_COLOR_COOKIE);
    html.classList.toggle('dark', !light);
    if (isPrimaryColor(color)) html.dataset.primary = color;
    changed();
  }, []);
  return null;
}

interface AppearanceControls extends Appearance {
  setTheme(theme: Theme): void;
  setPrimaryColor(color: PrimaryColor): void;
}

export function useAppearance(): AppearanceControls {
  const [theme, color] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(' ');

  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    writeCookie(THEME_COOKIE, next);
    changed();
  }, []);

  const setPrimaryColor = useCallback((next: PrimaryColor) => {
    document.documentElement.dataset.primary = next;
    writeCookie(PRIMARY_COLOR_COOKIE, next);
    changed();
  }, []);

  return {
    theme: theme === 'light' ? 'light' : 'dark',
    primaryColor: isPrimaryColor(color) ? color : DEFAULT_APPEARANCE.primaryColor,
    setTheme,
    setPrimaryColor,
  };
}
