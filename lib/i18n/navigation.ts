import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link / redirect / router: navigating through these never loses the locale.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
