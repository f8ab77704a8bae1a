import 'server-only';

import { clientIp } from '@/lib/http/client-ip';
import { consume, type RateLimitCheck } from '@/lib/security/rate-limit';

/**
 * Counts one Anki package read (`import`) or written (`export`) against the address, and the account when signed
 * in (lib/security/rate-limit.ts); throws RateLimitedError when either is spent.
 */
export function countAnkiPackage(
  kind: 'import' | 'export',
  user: { id: string } | null,
  headers: Headers,
): Promise<void> {
  const [perIp, perUser] =
    kind === 'import'
      ? (['ankiImportPerIp', 'ankiImportPerUser'] as const)
      : (['ankiExportPerIp', 'ankiExportPerUser'] as const);
  const checks: RateLimitCheck[] = [[perIp, clientIp(headers)]];
  if (user) checks.push([perUser, user.id]);
  return consume(checks);
}
