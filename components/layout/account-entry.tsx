import { getTranslations } from 'next-intl/server';

import { AccountMenu } from '@/features/auth/components/account-menu';

/**
 * The header's account entry: "Login" for guests, the user's avatar and "Account" once signed in.
 * Pages stay static: the session is looked up in the browser (features/auth/components/account-menu.tsx).
 */
export async function AccountEntry() {
  const t = await getTranslations('nav');
  return <AccountMenu loginLabel={t('login')} accountLabel={t('account')} />;
}
