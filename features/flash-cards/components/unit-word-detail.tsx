'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { VocabularyCard } from '@/features/flash-cards/study-cards';
import { createTableCellDialog } from './table-cell-dialog';

const loadWordDetailDialog = () => import('./word-detail-dialog').then((module) => module.WordDetailDialog);
const LazyWordDetailDialog = dynamic(loadWordDetailDialog, { ssr: false });

const WordDetail = createTableCellDialog<VocabularyCard>();

/** Lets the words of a built-in unit's table open their detail and example sentence (one dialog for all). */
export function WordDetailOpener({
  set,
  unit,
  pitch,
  children,
}: {
  set: string;
  unit: number;
  pitch: boolean;
  children: ReactNode;
}) {
  return (
    <WordDetail.Opener
      preload={loadWordDetailDialog}
      renderDialog={({ item, open, opener }, onOpenChange) => (
        <LazyWordDetailDialog
          card={item}
          set={set}
          unit={unit}
          pitch={pitch}
          open={open}
          opener={opener}
          onOpenChange={onOpenChange}
        />
      )}
    >
      {children}
    </WordDetail.Opener>
  );
}

/**
 * A word of the table, a button once the page can open its detail (table-cell-dialog.tsx); where no opener is given
 * (a custom set's table) the word stays plain text. It takes no room beyond the word: the phone card sizes the
 * word's column to the word.
 */
export function WordCell({ card, children }: { card: VocabularyCard; children: ReactNode }) {
  const t = useTranslations('sentences');
  return (
    <WordDetail.Cell
      item={card}
      title={t('open', { word: card.written })}
      className="rounded-sm text-left underline-offset-[0.3em]"
    >
      {children}
    </WordDetail.Cell>
  );
}
