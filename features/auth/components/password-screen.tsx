import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { AuthCardHeading, AuthFooterLink, linkClasses } from './auth-page';
import { ChangePasswordForm, SetPasswordForm } from './new-password-forms';

const SCREENS = {
  // An account with a password changes it; one that only signs in with Google sets one first.
  change: {
    page: 'pages.changePassword',
    fits: true,
    lead: 'changePasswordLead',
    otherLead: 'noPasswordYet',
    other: 'set',
  },
  set: {
    page: 'pages.setPassword',
    fits: false,
    lead: 'setPasswordLead',
    otherLead: 'alreadyHasPassword',
    other: 'change',
  },
} as const;

/** /auth/change-password and /auth/set-password: the form when it fits the account, else a link to the other. */
export async function PasswordScreen({ screen }: { screen: keyof typeof SCREENS }) {
  const user = await requireUserPage();
  const { page, fits, lead, otherLead, other } = SCREENS[screen];
  const t = await getTranslations(page);
  const tAuth = await getTranslations('auth');
  const matches = user.hasPassword === fits;
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={tAuth(matches ? lead : otherLead)} />
      {matches ? (
        screen === 'change' ? (
          <ChangePasswordForm />
        ) : (
          <SetPasswordForm />
        )
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link href={`/auth/${other}-password`}>{tAuth(other === 'set' ? 'setPassword' : 'changePassword')}</Link>
        </Button>
      )}
      <AuthFooterLink>
        <Link href="/settings#account" className={linkClasses}>
          {tAuth('account.heading')}
        </Link>
      </AuthFooterLink>
    </>
  );
}
