import { BUILD_ID } from '@/lib/env/public';

/**
 * Where a vocabulary unit's example sentences are read (app/api/sentences/…): loaded with the first card that
 * shows one rather than carried in the page's HTML, and kept by the browser for the build (its id is in the
 * address).
 */
export function unitSentencesUrl(set: string, unit: number | string): string {
  return `/api/sentences/${encodeURIComponent(set)}/${encodeURIComponent(String(unit))}?build=${encodeURIComponent(BUILD_ID ?? 'dev')}`;
}
