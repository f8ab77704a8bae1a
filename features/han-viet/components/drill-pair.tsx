import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils/cn';
import type { DrillDeck, DrillItem } from '../drill';

/** 国 Quốc ↔ コク */
export function PairLine({ item, className }: { item: DrillItem; className?: string }) {
  return (
    <p className={cn('text-lg', className)}>
      <span lang="ja" className="mr-2 font-jp">
        {item.kanji}
      </span>
      <span lang="vi" className="font-medium">
        {item.hanViet}
      </span>
      <span aria-hidden className="mx-1.5 text-muted">
        ↔
      </span>
      <span lang="ja" className="font-jp font-medium">
        {item.onyomi}
      </span>
    </p>
  );
}

/**
 * The correspondences behind a pair: their short forms, and with `full` (a miss) what each one says. A part
 * no rule explains is named, so an irregular pair is learnt as such rather than taken for a pattern.
 */
export function RuleNotes({ deck, item, full }: { deck: DrillDeck; item: DrillItem; full: boolean }) {
  const t = useTranslations('hanVietDrill');
  const rules = [item.initialRule, item.rhymeRule].filter((id) => id !== null).map((id) => deck.rules[id]!);
  if (rules.length === 0) return <p className="mt-2 text-sm">{t('irregular')}</p>;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {full ? <p className="font-semibold">{t('why')}</p> : null}
      <ul className="space-y-2">
        {rules.map((rule) => (
          <li key={rule.label}>
            <span className="font-medium whitespace-nowrap">{rule.label}</span>
            {full ? <span className="mt-0.5 block text-soft">{rule.text}</span> : null}
          </li>
        ))}
      </ul>
      {item.initialRule === null ? <p className="text-muted">{t('initialIrregular')}</p> : null}
      {item.rhymeRule === null ? <p className="text-muted">{t('rhymeIrregular')}</p> : null}
    </div>
  );
}
