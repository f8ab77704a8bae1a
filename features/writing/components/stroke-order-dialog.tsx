'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { StrokeOrder } from './stroke-order';

/**
 * One kanji's stroke order in a dialog. Opened from state rather than by a Radix trigger (the list it opens
 * from stays free of Radix's code), so the opener is given back the focus by hand when it closes.
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
      <DialogContent
        title={t('of', { kanji })}
        className="max-w-xs"
        onCloseAutoFocus={(event) => {
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <div className="mx-auto w-56 max-w-full">
          <StrokeOrder kanji={kanji} />
        </div>
        <div className="mt-3 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
