import type { ReactNode } from 'react';

const BADGE = 'rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-soft dark:bg-zinc-800';

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
        <li key={index} className={BADGE}>
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}

/** The class of one badge, for a badge given as `children` of BadgeList. */
export const badgeClass = BADGE;
