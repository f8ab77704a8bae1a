import { unitPath } from '@/features/flash-cards/builtin-paths';

/** The Hán-Việt drill of a kanji unit (locale-less; Link adds the locale). */
export function hanVietDrillPath(set: string, unit: number | string): string {
  return `${unitPath('kanji', set, unit)}/han-viet`;
}
