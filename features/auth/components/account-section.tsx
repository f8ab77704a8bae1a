import { BadgeCheck, CircleAlert, KeyRound, LogIn } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { accountOverview } from '@/features/auth/server/queries';
import { getOptionalUser } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';

import { DeleteAccountDialog } from './delete-account-dialog';
import { SignOutButton } from './sign-out-button';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The settings page's account card: email and its state, sign-in methods, password, sessions, sign out, delete. */
export async function AccountSection() {
  const t = await getTranslations('auth.account');
  const tAuth = await getTranslations('auth');
  const tMistakes = await getTranslations('mistakes');
  const user = await getOptionalUser();

  if (!user) {
    return (
      <section id="account" aria-labelledby="account-heading" className="space-y-3">
        <h2 id="account-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="font-medium">{t('signedOutTitle')}</p>
        <p className="text-sm text-muted">{t('signedOutText')}</p>
        <Button asChild>
          <Link href={{ pathname: '/auth/login', query: { redirect: '/settings' } }}>
            <LogIn aria-hidden className="size-4" />
            {tAuth('login')}
          </Link>
        </Button>
      </section>
    );
  }

  const { providers, setCount } = await accountOverview(user.id);
  const methods = [
    ...(user.hasPassword ? [t('methodPassword')] : []),
    ...(providers.includes('google') ? [t('methodGoogle')] : []),
  ];
  return (
    <section id="account" aria-labelledby="account-heading" className="space-y-2">
      <h2 id="account-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <dl className="divide-y divide-line">
        <Row label={t('email')}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-all" data-testid="account-email">
              {user.email}
            </span>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 text-sm text-success">
                <BadgeCheck aria-hidden className="size-4" />
                {t('verified')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-sm text-warning-strong">
                <CircleAlert aria-hidden className="size-4" />
                {t('notVerified')}
                <Link href="/auth/verify-email" className="ml-1 font-medium text-link hover:underline">
                  {t('verifyNow')}
                </Link>
              </span>
            )}
          </div>
        </Row>
        <Row label={t('methods')}>
          <ul className="flex flex-wrap gap-2" aria-label={t('methods')}>
            {methods.map((method) => (
              <li key={method} className="rounded-full border border-line-strong px-2.5 py-0.5 text-sm">
                {method}
              </li>
            ))}
          </ul>
        </Row>
        <Row label={tMistakes('bankLink')}>
          <Link href="/mistakes" className="text-sm font-medium text-accent underline underline-offset-4">
            {tMistakes('bankLinkText')}
          </Link>
        </Row>
        <Row label={t('password')}>
          <Button asChild variant="secondary" size="sm">
            <Link href={user.hasPassword ? '/auth/change-password' : '/auth/set-password'}>
              <KeyRound aria-hidden className="size-4" />
              {user.hasPassword ? tAuth('changePassword') : tAuth('setPassword')}
            </Link>
          </Button>
        </Row>
        <Row label={t('sessions')}>
          <div className="flex flex-col items-start gap-1.5">
            <SignOutButton everywhere />
            <p className="text-sm text-muted">{tAuth('signOutEverywhereHint')}</p>
          </div>
        </Row>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <SignOutButton />
        <DeleteAccountDialog email={user.email} setCount={setCount} />
      </div>
    </section>
  );
}
