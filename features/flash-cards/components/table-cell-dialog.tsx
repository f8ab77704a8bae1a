'use client';

import { createContext, use, useState, type ComponentProps, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils/cn';

/** The dialog as last opened from a cell: what it shows, whether it is open, and who gets the focus back. */
export interface CellDialogState<T> {
  item: T;
  open: boolean;
  opener: HTMLElement;
}

type Open<T> = (item: T, opener: HTMLElement) => void;

/**
 * One dialog for a whole table, opened from its cells (a unit's words, its kanji). The cells get the `open`
 * function only once the page has hydrated, so before that they stay plain text (a unit's table has 30 rows and
 * more: its HTML stays as it was, and no button is shown that cannot work yet). The dialog's code waits for the
 * first press, but is fetched once the page is idle.
 */
export function createTableCellDialog<T>() {
  const OpenDialog = createContext<Open<T> | null>(null);

  function Opener({
    preload,
    renderDialog,
    children,
  }: {
    preload: () => Promise<unknown>;
    renderDialog: (state: CellDialogState<T>, onOpenChange: (open: boolean) => void) => ReactNode;
    children: ReactNode;
  }) {
    const hydrated = useHydrated();
    const [dialog, setDialog] = useState<CellDialogState<T> | null>(null);
    usePreloadWhenIdle(preload);
    const open: Open<T> = (item, opener) => setDialog({ item, open: true, opener });
    return (
      <OpenDialog value={hydrated ? open : null}>
        {children}
        {dialog ? renderDialog(dialog, (isOpen) => setDialog({ ...dialog, open: isOpen })) : null}
      </OpenDialog>
    );
  }

  /** The cell: `children` as they are until the page can open the dialog, then a button around them. */
  function Cell({
    item,
    className,
    children,
    ...props
  }: Omit<ComponentProps<'button'>, 'onClick' | 'type'> & { item: T; children: ReactNode }) {
    const open = use(OpenDialog);
    if (!open) return children;
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => open(item, event.currentTarget)}
        className={cn(
          'cursor-pointer underline decoration-faint decoration-dotted decoration-2 hover:bg-surface-hover hover:decoration-primary-500',
          className,
        )}
        {...props}
      >
        {children}
      </button>
    );
  }

  return { Opener, Cell };
}
