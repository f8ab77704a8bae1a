import type { ReactNode } from 'react';
import { badgeVariants } from '@/components/ui/badge';

/** A set's small facts as badges (labels already translated); `children` adds badges with more than text. */
export function BadgeList({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly string[];
  children?: ReactNode;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={badgeVariants('tag')}>
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
