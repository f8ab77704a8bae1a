'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAppearance } from '@/hooks/use-appearance';
import { useToastPosition } from '@/components/toast/toast-position';

const TOAST_DURATION_MS = 5000;

// Toasts only follow a user's action, so sonner loads after the page instead of with it.
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

export function Toaster() {
  const position = useToastPosition();
  const { theme } = useAppearance();
  const t = useTranslations('toast');
  return (
    <Sonner
      position={position}
      duration={TOAST_DURATION_MS}
      theme={theme}
      closeButton
      richColors
      // Sonner names its region "Notifications" in English whatever the page's language.
      containerAriaLabel={t('region')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
    />
  );
}
