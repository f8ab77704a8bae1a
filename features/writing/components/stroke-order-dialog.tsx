'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogCloseRow, DialogContent, focusBackTo } from '@/components/ui/dialog';
import { StrokeOrder } from './stroke-order';

/**
 * One kanji's stroke order in a dialog, opened from state (the opener gets the focus back by hand).
 */
export function StrokeOrderDialog({
  kanji,
  open,
  onOpenChange,
  opener,
}: {
  kanji: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('strokeOrder');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('of', { kanji })} className="max-w-xs" onCloseAutoFocus={focusBackTo(opener)}>
        <div className="mx-auto w-56 max-w-full">
          <StrokeOrder kanji={kanji} />
        </div>
        <DialogCloseRow label={t('close')} className="mt-3" />
      </DialogContent>
    </Dialog>
  );
}
