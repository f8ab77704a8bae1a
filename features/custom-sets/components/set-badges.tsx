import { Globe, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { badgeVariants } from '@/components/ui/badge';
import type { SetSummary } from '@/features/custom-sets/types';
import { BadgeList } from './badge-list';

type SetsTranslator = ReturnType<typeof useTranslations<'customSets'>>;

/** The small facts of a set in a list, as text: card count, languages, JLPT level, custom level. */
export function setBadgeLabels(
  t: SetsTranslator,
  set: Pick<SetSummary, 'cardCount' | 'wordLanguage' | 'meaningLanguage' | 'jlptLevel' | 'customLevel'>,
): string[] {
  const labels = [
    t('cardCount', { count: set.cardCount }),
    `${t(`languages.${set.wordLanguage}`)} → ${t(`languages.${set.meaningLanguage}`)}`,
  ];
  if (set.jlptLevel) labels.push(t('jlpt.level', { level: set.jlptLevel }));
  if (set.customLevel) labels.push(set.customLevel);
  return labels;
}

/**
 * A set's badges (and, for its owner, its visibility). Synchronous (next-intl's useTranslations works in
 * server components): lists render dozens of these, and an async component costs each one its own chunk in
 * the page's React payload.
 */
export function SetBadges({ set, showVisibility }: { set: SetSummary; showVisibility?: boolean }) {
  const t = useTranslations('customSets');
  return (
    <BadgeList label={set.name} items={setBadgeLabels(t, set)}>
      {showVisibility ? (
        <li className={badgeVariants('tag', 'inline-flex items-center gap-1')}>
          {set.visibility === 'everyone' ? (
            <Globe aria-hidden className="size-3" />
          ) : (
            <Lock aria-hidden className="size-3" />
          )}
          {t(`visibility.${set.visibility}`)}
        </li>
      ) : null}
    </BadgeList>
  );
}
