'use client';

import { X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Mistake } from '@/features/mistakes/schemas';

/** The listed mistakes: what was asked, what was answered, the right answer, where from and when. */
export function MistakeList({ items, onRemove }: { items: readonly Mistake[]; onRemove: (item: Mistake) => void }) {
  const t = useTranslations('mistakes');
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('heading')}>
      {items.map((item) => (
        <MistakeRow key={item.id} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function MistakeRow({ item, onRemove }: { item: Mistake; onRemove: (item: Mistake) => void }) {
  const t = useTranslations('mistakes');
  const format = useFormatter();
  // A kanji to write shows its meaning and is answered on the pad: it says so, and what went wrong.
  const writing = item.check.kind === 'writing';
  return (
    <li className="flex gap-3 px-4 py-3" data-mistake={item.itemKey}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs text-muted">
          {writing ? <Badge className="me-1.5">{t('writing')}</Badge> : null}
          {t(`sources.${item.source}`)} · {/* A unit's name says its level already ("N5 Kanji · Unit 1"). */}
          {item.level === null || item.origin.startsWith(`N${item.level}`) ? '' : `N${item.level} · `}
          {item.origin} · {format.dateTime(item.missedAt, { dateStyle: 'medium' })}
        </p>
        <p className="text-lg font-medium break-words" lang={writing ? undefined : 'ja'}>
          {item.prompt}
          {writing && item.card.reading ? (
            <span lang="ja" className="ms-2 font-jp text-base font-normal text-soft">
              {item.card.reading}
            </span>
          ) : null}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted">{t('yourAnswer')}</dt>
          {/* Muted with a cross, never struck through: a struck-through ご cannot be read. */}
          <dd className="break-words text-muted">
            <X aria-hidden className="me-1 inline size-3.5 align-[-0.1em] text-danger" />
            {writing ? t('strokesShown') : item.given || t('noAnswer')}
          </dd>
          <dt className="text-muted">{t('rightAnswer')}</dt>
          <dd
            lang={writing ? 'ja' : undefined}
            className={
              writing ? 'font-jp text-2xl font-semibold text-success-fg' : 'font-medium break-words text-success-fg'
            }
          >
            {item.expected}
          </dd>
        </dl>
        <p className="text-xs text-muted">
          {t('missedTimes', { count: item.misses })}
          {item.streak > 0 ? ` · ${t('oneRight')}` : ''}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('removeLabel', { prompt: item.prompt })}
        title={t('remove')}
        onClick={() => onRemove(item)}
      >
        <X aria-hidden className="size-4" />
      </Button>
    </li>
  );
}
