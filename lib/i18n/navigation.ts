import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link / redirect / router / pathname: navigating through these never loses the locale;
// usePathname gives the visitor's path without it, e.g. `/jp/conjugation/verb`.
export const { Link, redirect, useRouter, usePathname } = createNavigation(routing);
