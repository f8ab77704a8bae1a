import 'server-only';

import { db } from '@/lib/db/client';

import { RATE_LIMITS } from '@/lib/security/rate-limit';

/** Seconds until the verification mail may be sent again (the resend cooldown), 0 when it may. */
export async function verificationCooldown(userId: string, now = new Date()): Promise<number> {
  const last = await db.authToken.findFirst({
    where: { userId, kind: 'verifyEmail' },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RATE_LIMITS.verifyCooldown.duration - elapsed));
}

/** What the account screen shows besides the session: sign-in methods and the number of sets. */
export async function accountOverview(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      accounts: { select: { provider: true } },
      _count: { select: { flashCardSets: true } },
    },
  });
  return {
    providers: [...new Set(user?.accounts.map((account) => account.provider) ?? [])],
    setCount: user?._count.flashCardSets ?? 0,
  };
}
