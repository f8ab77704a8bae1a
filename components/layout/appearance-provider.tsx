'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  APPEARANCE_COOKIE_MAX_AGE,
  PRIMARY_COLOR_COOKIE,
  THEME_COOKIE,
  type Appearance,
  type PrimaryColor,
  type Theme,
} from '@/lib/appearance/appearance';

interface AppearanceContextValue extends Appearance {
  setTheme(theme: Theme): void;
  setPrimaryColor(color: PrimaryColor): void;
}

const AppearanceContext = createContext<AppearanceContextValue | null>(null);

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${APPEARANCE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Holds the theme and primary colour the server rendered with. A change is applied to <html> at once
 * (no reload) and stored in cookies, so the next server response is rendered with it.
 */
export function AppearanceProvider({ initial, children }: { initial: Appearance; children: ReactNode }) {
  const [appearance, setAppearance] = useState(initial);

  const setTheme = useCallback((theme: Theme) => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    writeCookie(THEME_COOKIE, theme);
    setAppearance((current) => ({ ...current, theme }));
  }, []);

  const setPrimaryColor = useCallback((primaryColor: PrimaryColor) => {
    document.documentElement.dataset.primary = primaryColor;
    writeCookie(PRIMARY_COLOR_COOKIE, primaryColor);
    setAppearance((current) => ({ ...current, primaryColor }));
  }, []);

  const value = useMemo(() => ({ ...appearance, setTheme, setPrimaryColor }), [appearance, setTheme, setPrimaryColor]);
  return <AppearanceContext value={value}>{children}</AppearanceContext>;
}

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>');
  return value;
}
