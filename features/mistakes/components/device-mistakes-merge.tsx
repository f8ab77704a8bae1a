'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { hasGuestMistakes } from '@/features/mistakes/guest-store';
import { useNotify } from '@/components/toast/use-notify';

/**
 * Rendered for a signed-in learner: the mistakes a guest kept on this device join the account (after sign-in or
 * sign-up, on whatever page that lands). Costs one local-storage read when there are none.
 */
export function DeviceMistakesMerge() {
  const t = useTranslations('nav');
  const notify = useNotify();
  useEffect(() => {
    if (!hasGuestMistakes()) return;
    void import('../bank-backend')
      .then((bank) => bank.mergeDeviceMistakes())
      .then((merged) => {
        if (merged) notify.success(t('mistakesMerged'));
      })
      .catch(() => {}); // kept on the device: the next page tries again
  }, [notify, t]);
  return null;
}
