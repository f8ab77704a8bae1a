import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';

const variants = {
  // A set's facts (level, card count) on its card.
  tag: 'rounded-md bg-chip px-2 py-0.5 text-xs font-medium text-soft',
  // A card's study mark.
  known:
    'inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-medium text-success-fg',
  learning:
    'inline-flex items-center gap-1 rounded-full bg-orange-500/15 px-2.5 py-0.5 text-xs font-medium text-learning-fg',
} as const;

export type BadgeVariant = keyof typeof variants;

/** A badge's classes, for an element that is not a <span> (a list item). */
export function badgeVariants(variant: BadgeVariant = 'tag', className?: string) {
  return cn(variants[variant], className);
}

export function Badge({ variant = 'tag', className, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={badgeVariants(variant, className)} {...props} />;
}
