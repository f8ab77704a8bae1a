import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/new-password-forms';
import { Button } from '@/components/ui/button';
import { checkToken } from '@/features/auth/server/tokens';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('resetPassword', '/auth/reset-password');

const PROBLEM = {
  expired: 'resetLinkExpired',
  used: 'resetLinkUsed',
  replaced: 'resetLinkReplaced',
  revoked: 'resetLinkRevoked',
  invalid: 'resetLinkInvalid',
} as const;

/** The reset mail's link: the new-password form while the link is good, else why not and a way to a new one. */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/auth/reset-password'>) {
  await resolvePageLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations('pages.resetPassword');
  const tAuth = await getTranslations('auth');
  const value = typeof token === 'string' ? token : '';
  const checked = await checkToken(value, 'resetPassword');
  return (
    <>
      <AuthCardHeading title={t('heading')} />
      {checked.status === 'valid' ? (
        <ResetPasswordForm token={value} />
      ) : (
        <div data-status={checked.status} className="space-y-4">
          <p role="alert" className="flex gap-2 text-sm">
            <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning-icon" />
            {tAuth(PROBLEM[checked.status])}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link href="/auth/forgot-password">{tAuth('requestNewLink')}</Link>
          </Button>
        </div>
      )}
    </>
  );
}
