'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { createContext, use, useState, type ReactNode } from 'react';
import type { VocabularyCard } from '@/features/flash-cards/study-cards';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { useHydrated } from '@/hooks/use-hydrated';

const loadWordDetailDialog = () => import('./word-detail-dialog').then((module) => module.WordDetailDialog);
const LazyWordDetailDialog = dynamic(loadWordDetailDialog, { ssr: false });

type Open = (card: VocabularyCard, opener: HTMLElement) => void;

// Null until the page has hydrated: the words become buttons only once pressing one can open the detail.
const OpenWordDetail = createContext<Open | null>(null);

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
  const hydrated = useHydrated();
  const [dialog, setDialog] = useState<{ card: VocabularyCard; open: boolean; opener: HTMLElement } | null>(null);
  usePreloadWhenIdle(loadWordDetailDialog);
  const open: Open = (card, opener) => setDialog({ card, open: true, opener });
  return (
    <OpenWordDetail value={hydrated ? open : null}>
      {children}
      {dialog ? (
        <LazyWordDetailDialog
          card={dialog.card}
          set={set}
          unit={unit}
          pitch={pitch}
          open={dialog.open}
          opener={dialog.opener}
          onOpenChange={(isOpen) => setDialog({ ...dialog, open: isOpen })}
        />
      ) : null}
    </OpenWordDetail>
  );
}

/**
 * A word of the table. The button exists only in the browser (the table's HTML stays as it was), and where no
 * opener is given (a custom set's table) the word stays plain text. It takes no room beyond the word: the phone
 * card sizes the word's column to the word.
 */
export function WordCell({ card, children }: { card: VocabularyCard; children: ReactNode }) {
  const open = use(OpenWordDetail);
  const t = useTranslations('sentences');
  if (!open) return children;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title={t('open', { word: card.written })}
      onClick={(event) => open(card, event.currentTarget)}
      className="cursor-pointer rounded-sm text-left underline decoration-faint decoration-dotted decoration-2 underline-offset-[0.3em] hover:bg-surface-hover hover:decoration-primary-500"
    >
      {children}
    </button>
  );
}
