'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils/cn';
import { NAV_ITEMS, isActive } from './nav-items';

export function NavLinks({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <ul className={cn('flex gap-1', orientation === 'column' ? 'flex-col' : 'items-center')}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(pathname, item);
        return (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-primary-500/15 text-accent' : 'text-soft hover:bg-surface-hover',
              )}
            >
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
