'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The one question asked before a set becomes public (visible to anybody with the link, and in the community):
 * the same words from "my sets", the set's page and the set form.
 */
export function PublishDialog({
  open,
  onOpenChange,
  name,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onConfirm: () => void;
}) {
  const t = useTranslations('customSets.mySets');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('publicTitle', { name })}
      description={t('publicText')}
      confirmLabel={t('publicConfirm')}
      cancelLabel={t('cancel')}
      onConfirm={onConfirm}
    />
  );
}
