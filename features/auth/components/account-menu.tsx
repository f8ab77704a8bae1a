'use client';

import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { rememberSignedIn } from '@/lib/auth/signed-in-hint';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { avatarSources } from '@/lib/images/optimizer';
import { DeviceMistakesMerge } from '@/features/mistakes/components/device-mistakes-merge';
import { ReviewDueLink } from '@/features/review/components/review-due-link';

import { useSessionUser } from '../hooks/use-session-user';

type Labels = { loginLabel: string; accountLabel: string };

/**
 * Reads the session from /api/auth/session (again when the tab comes back and every 5 minutes: use-session-user).
 * When a signed-in session is lost — signed out elsewhere, password changed on another device,
 * account deleted — the app goes to the login page.
 */
const linkClasses = 'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap';

export function AccountMenu({ loginLabel, accountLabel }: Labels) {
  const session = useSessionUser();
  const { status } = session;
  const router = useRouter();
  const pathname = usePathname();
  const previous = useRef(status);

  useEffect(() => {
    if (status !== 'loading') rememberSignedIn(status === 'authenticated');
    if (previous.current === 'authenticated' && status === 'unauthenticated') {
      router.push({ pathname: '/auth/login', query: { redirect: pathname } });
    }
    previous.current = status;
  }, [status, router, pathname]);

  if (session.status === 'authenticated') {
    const { user } = session;
    const initial = (user.name ?? user.email ?? '?').trim().charAt(0).toUpperCase();
    return (
      <>
        <DeviceMistakesMerge />
        <ReviewDueLink status={status} />
        <Link
          href="/settings#account"
          className={`${linkClasses} border border-line-strong pl-1.5 hover:bg-surface-hover`}
          title={user.email ?? undefined}
        >
          {/* A plain <img>: next/image's client code is not worth one small avatar (lib/images/optimizer.ts). */}
          {user.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- sized and optimized by avatarSources
            <img {...avatarSources(user.image, 24)} alt="" width={24} height={24} className="size-6 rounded-full" />
          ) : (
            <span
              aria-hidden
              className="flex size-6 items-center justify-center rounded-full bg-primary-500 text-xs font-semibold text-on-primary"
            >
              {initial}
            </span>
          )}
          <span className="hidden min-[360px]:inline">{accountLabel}</span>
          <span className="sr-only min-[360px]:hidden">{accountLabel}</span>
        </Link>
      </>
    );
  }
  // Guests, and the moment before the session is known (most visitors are guests; for one who was signed in
  // last time, CSS keeps it invisible meanwhile: lib/auth/signed-in-hint.ts).
  // Back to this page after signing in; the auth screens themselves have their own way on.
  const href = pathname.startsWith('/auth/')
    ? '/auth/login'
    : { pathname: '/auth/login' as const, query: { redirect: pathname } };
  return (
    <>
      <ReviewDueLink status={status} />
      <Link
        href={href}
        data-account-entry="login"
        className={`${linkClasses} bg-primary-500 text-on-primary hover:bg-primary-hover`}
      >
        <LogIn aria-hidden className="hidden size-4 min-[360px]:block" />
        {loginLabel}
      </Link>
    </>
  );
}
