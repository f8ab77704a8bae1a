import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from '@/features/auth/components/auth-page';
import { Button } from '@/components/ui/button';
import { redirectTargetLocale, safeRedirectTarget } from '@/lib/auth/redirect-target';
import type { VerificationStatus } from '@/features/auth/server/verification';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('emailVerified', '/auth/email-verified');

const STATUSES: VerificationStatus[] = ['verified', 'expired', 'used', 'revoked', 'invalid'];

/** Where the verification link lands: the outcome, and a way to ask for a new link when it failed. */
export default async function EmailVerifiedPage({ params, searchParams }: PageProps<'/[locale]/auth/email-verified'>) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const status = STATUSES.find((s) => s === query.status) ?? 'invalid';
  const t = await getTranslations('auth.verified');
  const tPage = await getTranslations('pages.emailVerified');
  const ok = status === 'verified';
  // The page the learner signed up from, which the mail carried: "Continue" leads back there.
  const redirect = typeof query.redirect === 'string' ? query.redirect : undefined;
  return (
    <div data-status={status}>
      {ok ? (
        <CheckCircle2 aria-hidden className="mb-3 size-10 text-success-icon" />
      ) : (
        <TriangleAlert aria-hidden className="mb-3 size-10 text-warning-icon" />
      )}
      <AuthCardHeading title={tPage('heading')} lead={<span role={ok ? 'status' : 'alert'}>{t(status)}</span>} />
      <Button asChild size="lg" className="w-full">
        {ok ? (
          redirect ? (
            <Link href={safeRedirectTarget(redirect)} locale={redirectTargetLocale(redirect) ?? undefined}>
              {t('continue')}
            </Link>
          ) : (
            <Link href="/flash-cards">{t('toFlashCards')}</Link>
          )
        ) : (
          <Link href={redirect ? { pathname: '/auth/verify-email', query: { redirect } } : '/auth/verify-email'}>
            {t('requestNew')}
          </Link>
        )}
      </Button>
    </div>
  );
}
