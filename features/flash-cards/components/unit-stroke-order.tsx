'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LazyStrokeOrderDialog, loadStrokeOrderDialog } from '@/features/writing/components/stroke-order-lazy';
import { createTableCellDialog } from './table-cell-dialog';

const StrokeOrderDialog = createTableCellDialog<string>();

/** Lets the kanji under it open their stroke order in a dialog (one for the whole table). */
export function StrokeOrderOpener({ children }: { children: ReactNode }) {
  return (
    <StrokeOrderDialog.Opener
      preload={loadStrokeOrderDialog}
      renderDialog={({ item, open, opener }, onOpenChange) => (
        <LazyStrokeOrderDialog kanji={item} open={open} opener={opener} onOpenChange={onOpenChange} />
      )}
    >
      {children}
    </StrokeOrderDialog.Opener>
  );
}

/** A kanji of the table: a button once the page can open its stroke order (table-cell-dialog.tsx). */
export function KanjiCell({ kanji }: { kanji: string }) {
  const t = useTranslations('strokeOrder');
  return (
    <StrokeOrderDialog.Cell
      item={kanji}
      aria-label={t('of', { kanji })}
      title={t('of', { kanji })}
      className="-mx-1 rounded-md px-1 underline-offset-[0.15em]"
    >
      {kanji}
    </StrokeOrderDialog.Cell>
  );
}
