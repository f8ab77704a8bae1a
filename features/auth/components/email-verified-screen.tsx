import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from './auth-page';
import { Button } from '@/components/ui/button';
import { redirectTargetLocale, safeRedirectTarget } from '@/lib/auth/redirect-target';
import type { VerificationStatus } from '@/features/auth/server/verification';
import { Link } from '@/lib/i18n/navigation';

const STATUSES: VerificationStatus[] = ['verified', 'expired', 'used', 'revoked', 'invalid'];

/** A status from the address bar: anything unknown is an invalid link. */
export function verificationStatus(value: unknown): VerificationStatus {
  return STATUSES.find((s) => s === value) ?? 'invalid';
}

/**
 * Where the verification link lands: the outcome, and a way to ask for a new link when it failed. `redirect` is
 * the page the learner signed up from, which the mail carried: "Continue" leads back there.
 */
export async function EmailVerifiedScreen({
  status,
  redirect,
}: {
  status: VerificationStatus;
  redirect: string | undefined;
}) {
  const t = await getTranslations('auth.verified');
  const tPage = await getTranslations('pages.emailVerified');
  const ok = status === 'verified';
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
