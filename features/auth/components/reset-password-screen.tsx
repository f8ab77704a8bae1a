import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from './auth-page';
import { ResetPasswordForm } from './new-password-forms';
import { Button } from '@/components/ui/button';
import { checkToken } from '@/features/auth/server/tokens';
import { Link } from '@/lib/i18n/navigation';

const PROBLEM = {
  expired: 'resetLinkExpired',
  used: 'resetLinkUsed',
  replaced: 'resetLinkReplaced',
  revoked: 'resetLinkRevoked',
  invalid: 'resetLinkInvalid',
} as const;

/** The reset mail's link: the new-password form while the link is good, else why not and a way to a new one. */
export async function ResetPasswordScreen({ token }: { token: string }) {
  const t = await getTranslations('pages.resetPassword');
  const tAuth = await getTranslations('auth');
  const checked = await checkToken(token, 'resetPassword');
  return (
    <>
      <AuthCardHeading title={t('heading')} />
      {checked.status === 'valid' ? (
        <ResetPasswordForm token={token} />
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
