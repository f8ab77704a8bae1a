import { Globe, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { SetSummary } from '@/lib/custom-sets/types';

/**
 * The small facts of a set in a list: card count, languages, JLPT level, custom level (and visibility).
 * Synchronous (next-intl's useTranslations works in server components): lists render dozens of these, and an
 * async component costs each one its own chunk in the page's React payload.
 */
export function SetBadges({ set, showVisibility }: { set: SetSummary; showVisibility?: boolean }) {
  const t = useTranslations('customSets');
  const badge = 'rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={set.name}>
      <li className={badge}>{t('cardCount', { count: set.cardCount })}</li>
      <li className={badge}>
        {t(`languages.${set.wordLanguage}`)} → {t(`languages.${set.meaningLanguage}`)}
      </li>
      {set.jlptLevel ? <li className={badge}>{t('jlpt.level', { level: set.jlptLevel })}</li> : null}
      {set.customLevel ? <li className={badge}>{set.customLevel}</li> : null}
      {showVisibility ? (
        <li className={`${badge} inline-flex items-center gap-1`}>
          {set.visibility === 'everyone' ? <Globe aria-hidden className="size-3" /> : <Lock aria-hidden className="size-3" />}
          {t(`visibility.${set.visibility}`)}
        </li>
      ) : null}
    </ul>
  );
}
