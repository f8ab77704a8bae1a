import { CheckCircle2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from './auth-page';
import { VerifyEmailPanel } from './verify-email-panel';
import { Button } from '@/components/ui/button';
import { verificationCooldown } from '@/features/auth/server/queries';
import { redirectTargetLocale, safeRedirectTarget } from '@/lib/auth/redirect-target';
import { isLoginRequired } from '@/lib/auth/routes';
import type { SessionUser } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';

/**
 * Where "Continue without login features" goes: back to the page the learner signed up from when it needs no
 * login (a quiz, a unit), else the flash cards.
 */
function guestTarget(redirect: string | undefined) {
  const path = safeRedirectTarget(redirect);
  return isLoginRequired(path.replace(/[?#].*$/, ''))
    ? { href: '/flash-cards' }
    : { href: path, locale: redirectTargetLocale(redirect) ?? undefined };
}

/**
 * The signed-in learner's address check. `redirect` is the page the learner signed up from: "Continue" leads
 * there, and every mail sent from here carries it.
 */
export async function VerifyEmailScreen({
  user,
  redirect,
}: {
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>;
  redirect: string | undefined;
}) {
  const t = await getTranslations('pages.verifyEmail');
  const tVerify = await getTranslations('auth.verify');

  if (user.emailVerified) {
    return (
      <div data-status="verified">
        <CheckCircle2 aria-hidden className="mb-3 size-10 text-success-icon" />
        <AuthCardHeading title={tVerify('verifiedTitle')} lead={tVerify('verifiedText')} />
        <Button asChild size="lg" className="w-full">
          <Link href={safeRedirectTarget(redirect)} locale={redirectTargetLocale(redirect) ?? undefined}>
            {tVerify('continue')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <AuthCardHeading title={t('heading')} />
      <VerifyEmailPanel
        key={user.email}
        email={user.email}
        cooldown={await verificationCooldown(user.id)}
        redirect={redirect}
        guestTarget={guestTarget(redirect)}
      />
    </>
  );
}
