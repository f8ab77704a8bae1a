'use client';

import { LogOut } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { signOutAction } from '@/lib/auth/actions/sign-in';
import { rememberSignedIn } from '@/lib/auth/signed-in-hint';

/** Ends the session and goes to the login page (a full load, so nothing signed-in stays on screen). */
export function SignOutButton() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await signOutAction();
        } finally {
          rememberSignedIn(false);
          window.location.assign(`/${locale}/auth/login`);
        }
      }}
    >
      <LogOut aria-hidden className="size-4" />
      {busy ? t('signingOut') : t('signOut')}
    </Button>
  );
}
