'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  TOAST_POSITIONS,
  setToastPosition,
  useToastPosition,
  type ToastPosition,
} from '@/components/toast/toast-position';
import { useNotify, type ToastKind } from '@/components/toast/use-notify';

const KINDS: ToastKind[] = ['success', 'error', 'info', 'warn'];

export function NotificationSettings() {
  const t = useTranslations('settings');
  const tToast = useTranslations('toast');
  const position = useToastPosition();
  const notify = useNotify();

  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <h2 id="notifications-heading" className="text-xl font-semibold">
        {t('notifications')}
      </h2>
      <label className="flex flex-col gap-2 sm:max-w-xs">
        <span className="font-medium">{t('toastPosition')}</span>
        <select
          value={position}
          onChange={(event) => setToastPosition(event.target.value as ToastPosition)}
          className="h-10 rounded-lg border border-line-strong bg-surface px-3"
        >
          {TOAST_POSITIONS.map((value) => (
            <option key={value} value={value}>
              {t(`positions.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <p className="mb-2 text-sm text-muted">{t('toastPreview')}</p>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((kind) => (
            <Button key={kind} variant="secondary" onClick={() => notify[kind](t('toastPreviewText'))}>
              {tToast(kind)}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
