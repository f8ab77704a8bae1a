'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useState, type ReactNode } from 'react';
import { LazyStrokeOrderDialog, loadStrokeOrderDialog } from '@/features/writing/components/stroke-order-lazy';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { useHydrated } from '@/hooks/use-hydrated';

type Open = (kanji: string, opener: HTMLElement) => void;

// Null until the page has hydrated: the kanji are buttons only once pressing one can open the drawing.
const OpenStrokeOrder = createContext<Open | null>(null);

/** Lets the kanji under it open their stroke order in a dialog (one for the whole table). */
export function StrokeOrderOpener({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [dialog, setDialog] = useState<{ kanji: string; open: boolean; opener: HTMLElement } | null>(null);
  // The dialog's code (and Radix's) waits for the first press, but is fetched once the page is idle.
  usePreloadWhenIdle(loadStrokeOrderDialog);
  const open: Open = (kanji, opener) => setDialog({ kanji, open: true, opener });
  return (
    <OpenStrokeOrder value={hydrated ? open : null}>
      {children}
      {dialog ? (
        <LazyStrokeOrderDialog
          kanji={dialog.kanji}
          open={dialog.open}
          opener={dialog.opener}
          onOpenChange={(isOpen) => setDialog({ ...dialog, open: isOpen })}
        />
      ) : null}
    </OpenStrokeOrder>
  );
}

/**
 * A kanji of the table. The button exists only in the browser: the table's HTML stays as it was (a unit has
 * 30 kanji and more), and a button that cannot work yet is never shown.
 */
export function KanjiCell({ kanji }: { kanji: string }) {
  const open = use(OpenStrokeOrder);
  const t = useTranslations('strokeOrder');
  if (!open) return kanji;
  return (
    <button
      type="button"
      aria-label={t('of', { kanji })}
      aria-haspopup="dialog"
      title={t('of', { kanji })}
      onClick={(event) => open(kanji, event.currentTarget)}
      className="-mx-1 cursor-pointer rounded-md px-1 underline decoration-faint decoration-dotted decoration-2 underline-offset-[0.15em] hover:bg-surface-hover hover:decoration-primary-500"
    >
      {kanji}
    </button>
  );
}
