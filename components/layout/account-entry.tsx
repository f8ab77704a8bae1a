import { LogIn } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The header's login entry; the accounts issue turns it into the account menu for signed-in users. */
export async function AccountEntry() {
  const t = await getTranslations('nav');
  return (
    <Link
      href="/auth/login"
      className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-primary-500 px-3 text-sm font-medium whitespace-nowrap text-zinc-950 hover:bg-primary-400"
    >
      <LogIn aria-hidden className="hidden size-4 min-[360px]:block" />
      {t('login')}
    </Link>
  );
}
