'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { setToastPosition, type ToastPosition } from './toast-position';

export type ToastKind = 'success' | 'error' | 'info' | 'warn';
export interface NotifyOptions {
  /** Overrides the translated default title (toast.success, …). */
  title?: string;
  /** Moves this and every later toast to the given position. */
  position?: ToastPosition;
}

const SONNER_METHOD = { success: 'success', error: 'error', info: 'info', warn: 'warning' } as const;

/** Toasts with a translated default title per kind; lifetime and close button come from <Toaster>. */
export function useNotify(): Record<ToastKind, (message?: string, options?: NotifyOptions) => void> {
  const t = useTranslations('toast');
  return useMemo(() => {
    const make =
      (kind: ToastKind) =>
      (message?: string, options: NotifyOptions = {}) => {
        if (options.position) setToastPosition(options.position);
        const title = options.title ?? t(kind);
        // sonner is loaded on demand (see components/ui/toaster.tsx); it is cached after the first toast.
        void import('sonner').then(({ toast }) =>
          toast[SONNER_METHOD[kind]](title, { description: message, position: options.position }),
        );
      };
    return { success: make('success'), error: make('error'), info: make('info'), warn: make('warn') };
  }, [t]);
}
