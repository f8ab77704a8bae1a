'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useNotify } from '@/components/toast/use-notify';

/** Writes text to the clipboard and tells the user either way. */
export function useClipboardCopy() {
  const t = useTranslations('customSets');
  const notify = useNotify();
  return useCallback(
    async (text: string, successMessage: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify.success(successMessage);
        return true;
      } catch {
        notify.error(t('copyFailed'));
        return false;
      }
    },
    [notify, t],
  );
}
